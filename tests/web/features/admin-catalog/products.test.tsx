import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ProductPage, ProductsPage, VariationPage } from '@/features/admin-catalog';
import {
  DETAIL_ID,
  medicationProduct,
  mockCreateProductDetail,
  mockDeleteProductDetail,
  mockMedicationProduct,
  mockMedicationProducts,
  mockProductDetails,
  mockProductVariation,
  mockUpdateMedicationProduct,
  mockUpdateProductVariation,
  SEMA_ID,
  TIRZ_ID,
} from '../../mocks/admin-catalog';
import { apiError, failure } from '../../mocks/http';
import { server, setupMswLifecycle } from '../../support/msw';
import { renderAdminPage } from '../admin-partners/render';

setupMswLifecycle();

describe('Products', () => {
  it('lists the products with their medication, variations, lowest price and status; searches and filters on the server', async () => {
    const list = mockMedicationProducts(({ query }) => ({
      items:
        query.status === 'INACTIVE'
          ? []
          : [
              medicationProduct(),
              medicationProduct({
                id: TIRZ_ID,
                name: 'Compounded tirzepatide',
                medication: 'tirzepatide',
                active: false,
                fromMonthlyPriceCents: null,
              }),
            ],
      total: query.status === 'INACTIVE' ? 0 : 2,
      page: 1,
      limit: 10,
      totalPages: 1,
    }));
    server.use(list);
    await renderAdminPage(<ProductsPage />, '/products');
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeInTheDocument();
    const link = await screen.findByRole('link', { name: 'Compounded semaglutide' });
    expect(link).toHaveAttribute('href', `/products/${SEMA_ID}`);
    const row = link.closest('tr')!;
    expect(within(row).getByText('$249.00')).toBeInTheDocument();
    expect(within(row).getByText('Active')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Compounded tirzepatide' }).closest('tr')!).getByText('None offered'),
    ).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'INACTIVE');
    expect(await screen.findByText('No products match your search')).toBeInTheDocument();
    expect(list.queries.at(-1)).toMatchObject({ status: 'INACTIVE', page: '1' });
  });

  it('says so when the products cannot be loaded', async () => {
    server.use(mockMedicationProducts(() => failure()));
    await renderAdminPage(<ProductsPage />, '/products');
    expect(await screen.findByText('Error fetching products')).toBeInTheDocument();
  });
});

async function renderProduct() {
  await renderAdminPage(<ProductPage />, '/products/:id', `/products/${SEMA_ID}`);
  expect(await screen.findByRole('heading', { level: 1, name: 'Compounded semaglutide' })).toBeInTheDocument();
  return userEvent.setup();
}

describe('Product detail', () => {
  it('saves the name, description and status with "Product updated successfully"', async () => {
    const update = mockUpdateMedicationProduct();
    server.use(mockMedicationProduct(), mockProductDetails(), update);
    const user = await renderProduct();
    const form = screen.getByRole('form', { name: 'Edit product' });
    const description = within(form).getByRole('textbox', { name: 'Description (optional)' });
    await user.clear(description);
    await user.type(description, 'Once a week.');
    await user.click(within(form).getByRole('switch', { name: 'Offered to patients (active)' }));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([{ name: 'Compounded semaglutide', description: 'Once a week.', active: false }]);
    expect(await screen.findByText('Inactive')).toBeInTheDocument();
  });

  it('says "Failed to update product" when the save fails, and sends nothing for an empty name', async () => {
    const update = mockUpdateMedicationProduct(() => apiError(500, 'Boom'));
    server.use(mockMedicationProduct(), mockProductDetails(), update);
    const user = await renderProduct();
    const form = screen.getByRole('form', { name: 'Edit product' });
    await user.clear(within(form).getByRole('textbox', { name: 'Product name' }));
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await within(form).findByText('Enter the product name')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
    await user.type(within(form).getByRole('textbox', { name: 'Product name' }), 'Semaglutide');
    await user.click(within(form).getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Failed to update product')).toBeInTheDocument();
  });

  it('lists the variations, each linking to its page, and adds and deletes product details', async () => {
    const details = mockProductDetails();
    const create = mockCreateProductDetail();
    const remove = mockDeleteProductDetail();
    server.use(mockMedicationProduct(), details, create, remove);
    const user = await renderProduct();
    const variations = screen.getByRole('table', { name: 'Variations' });
    expect(within(variations).getByRole('link', { name: 'Semaglutide starter' })).toHaveAttribute(
      'href',
      '/admin/product-variation/semaglutide-starter',
    );
    expect(within(variations).getByText('$349.00')).toBeInTheDocument();

    expect(await screen.findByText('How do I store it?')).toBeInTheDocument();
    expect(details.queries[0]).toMatchObject({ productId: SEMA_ID });
    await user.click(screen.getByRole('button', { name: 'Add detail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add product detail' });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Section' }), 'SIDE_EFFECTS');
    await user.type(within(dialog).getByRole('textbox', { name: 'Title' }), 'Nausea');
    await user.type(within(dialog).getByRole('textbox', { name: 'Text' }), 'Common at first.');
    await user.click(within(dialog).getByRole('button', { name: 'Add detail' }));
    expect(await screen.findByText('Product detail added')).toBeInTheDocument();
    expect(create.bodies).toEqual([{ productId: SEMA_ID, section: 'SIDE_EFFECTS', title: 'Nausea', body: 'Common at first.' }]);

    await user.click(screen.getByRole('button', { name: 'Delete How do I store it?' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete this detail?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Product detail removed')).toBeInTheDocument();
    expect(remove.calls[0].params).toMatchObject({ id: DETAIL_ID });
  });

  it('shows "Product not found" for an unknown product', async () => {
    server.use(mockMedicationProduct(() => apiError(404, 'Product not found', 'NOT_FOUND')));
    await renderAdminPage(<ProductPage />, '/products/:id', `/products/${SEMA_ID}`);
    expect(await screen.findByRole('heading', { name: 'Product not found' })).toBeInTheDocument();
  });
});

describe('Product variation', () => {
  it('edits the price in dollars and sends cents; says the price applies to new orders only', async () => {
    const update = mockUpdateProductVariation();
    server.use(mockProductVariation(), update);
    await renderAdminPage(<VariationPage />, '/admin/product-variation/:key', '/admin/product-variation/semaglutide-starter');
    expect(await screen.findByRole('heading', { level: 1, name: 'Semaglutide starter' })).toBeInTheDocument();
    expect(screen.getByText(/applies to new orders only/)).toBeInTheDocument();
    expect(screen.getByText('$672.30')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Compounded semaglutide' })).toHaveAttribute('href', `/products/${SEMA_ID}`);
    const user = userEvent.setup();
    const price = screen.getByRole('textbox', { name: 'Monthly price' });
    expect(price).toHaveValue('249.00');
    await user.clear(price);
    await user.type(price, '12.3');
    await user.click(screen.getByRole('button', { name: 'Save variation' }));
    expect(await screen.findByText('Variation updated successfully')).toBeInTheDocument();
    expect(update.bodies).toEqual([
      {
        name: 'Semaglutide starter',
        dose: '0.25 mg to 1 mg weekly',
        supply: '4 weekly doses (a 28-day supply)',
        monthlyPriceCents: 1230,
        active: true,
      },
    ]);
    expect(await screen.findByText(/by Avery Admin/)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Monthly price' })).toHaveValue('12.30'));
  });

  it('refuses a price that is not an amount, without a request', async () => {
    const update = mockUpdateProductVariation();
    server.use(mockProductVariation(), update);
    await renderAdminPage(<VariationPage />, '/admin/product-variation/:key', '/admin/product-variation/semaglutide-starter');
    const user = userEvent.setup();
    const price = await screen.findByRole('textbox', { name: 'Monthly price' });
    await user.clear(price);
    await user.type(price, 'abc');
    await user.click(screen.getByRole('button', { name: 'Save variation' }));
    expect(await screen.findByText('Enter an amount in dollars, like 249.00')).toBeInTheDocument();
    expect(update.calls).toHaveLength(0);
  });
});
