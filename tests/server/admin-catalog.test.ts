import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from './helpers/app';
import { adminToken, as, otherRoleTokens } from './helpers/admin-partners';
import { expectAdminOnly } from './helpers/admins';
import { checkout, checkoutBody, PROFILE, readyIntake } from './helpers/intake';

type Product = {
  id: string;
  name: string;
  medication: string;
  active: boolean;
  variationCount: number;
  fromMonthlyPriceCents: number | null;
};
type Variation = {
  key: string;
  productId: string;
  monthlyPriceCents: number;
  dose: string;
  supply: string;
  active: boolean;
  priceChange: { at: string; by: string | null } | null;
  planPrices: { planId: string; amountCents: number }[];
};
type Detail = { id: string; productId: string; section: string; title: string; body: string; position: number };
type Page<T> = { items: T[]; total: number; page: number; limit: number; totalPages: number };

let t: TestApp;
let admin: ReturnType<typeof as>;
let others: Record<string, string>;
const ids = { sema: '', tirz: '' };
const uuid = '00000000-0000-4000-8000-000000000000';

beforeAll(async () => {
  t = await createTestApp();
  admin = as(t, await adminToken(t));
  others = await otherRoleTokens(t);
  const products = await t.db.selectFrom('products').select(['id', 'medication']).execute();
  ids.sema = products.find((p) => p.medication === 'semaglutide')!.id;
  ids.tirz = products.find((p) => p.medication === 'tirzepatide')!.id;
});
afterAll(() => t.close());

const data = <T>(res: { body: { data?: unknown } }) => res.body.data as T;
const variationBody = (v: Variation, changes: Partial<Variation> = {}) => ({
  name: 'Semaglutide starter',
  dose: v.dose,
  supply: v.supply,
  monthlyPriceCents: v.monthlyPriceCents,
  active: v.active,
  ...changes,
});

describe('every catalog call refuses every other role', () => {
  const calls: [string, string, unknown?][] = [
    ['GET', '/super-admin/medications/options'],
    ['GET', '/super-admin/medication-products'],
    ['GET', `/super-admin/medication-products/${uuid}`],
    ['PUT', `/super-admin/medication-products/${uuid}`, { name: 'X', description: '', active: true }],
    ['GET', '/super-admin/medication-products/stats'],
    ['GET', `/super-admin/medication-products/stats/download?ids=${uuid}&startDate=2026-01-01&endDate=2026-01-31`],
    ['GET', '/super-admin/product-variations'],
    ['GET', '/super-admin/product-variations/semaglutide-starter'],
    [
      'PUT',
      '/super-admin/product-variations/semaglutide-starter',
      { name: 'X', dose: 'X', supply: 'X', monthlyPriceCents: 1, active: true },
    ],
    ['GET', '/super-admin/product-details'],
    ['GET', `/super-admin/product-details/${uuid}`],
    ['POST', '/super-admin/product-details', { productId: uuid, section: 'FAQ', title: 'X', body: 'Y' }],
    ['PUT', `/super-admin/product-details/${uuid}`, { section: 'FAQ', title: 'X', body: 'Y' }],
    ['DELETE', `/super-admin/product-details/${uuid}`],
  ];

  it.each(calls)('%s %s: 403 for each non-admin role, 401 without a token', (method, url, payload) =>
    expectAdminOnly(t, others, method, url, payload),
  );
});

describe('GET /super-admin/medications/options', () => {
  it('gives every medication with its variations and the types; filters by name (contains) and by type', async () => {
    const all = data<{ options: { id: string; type: string; variations: { key: string }[] }[]; types: string[] }>(
      await admin.get('/super-admin/medications/options'),
    );
    expect(all.types).toEqual(['semaglutide', 'tirzepatide']);
    expect(all.options.map((o) => o.id)).toEqual([ids.sema, ids.tirz]);
    expect(all.options[0].variations.map((v) => v.key)).toEqual(['semaglutide-starter', 'semaglutide-maintenance']);
    const byName = data<typeof all>(await admin.get('/super-admin/medications/options?name=TIRZ'));
    expect(byName.options.map((o) => o.id)).toEqual([ids.tirz]);
    const byType = data<typeof all>(await admin.get('/super-admin/medications/options?type=semaglutide'));
    expect(byType.options.map((o) => o.id)).toEqual([ids.sema]);
    expect(data<typeof all>(await admin.get('/super-admin/medications/options?name=%25')).options).toEqual([]);
    expect((await admin.get(`/super-admin/medications/options?name=${'x'.repeat(101)}`)).status).toBe(400);
  });
});

describe('medication products', () => {
  it('lists, searches, filters by status, sorts and pages in SQL; refuses an unknown sort', async () => {
    const page = data<Page<Product>>(await admin.get('/super-admin/medication-products'));
    expect(page).toMatchObject({ total: 2, page: 1, totalPages: 1 });
    expect(page.items.map((p) => p.name)).toEqual(['Compounded semaglutide', 'Compounded tirzepatide']);
    expect(page.items[0]).toMatchObject({ variationCount: 2, fromMonthlyPriceCents: 24_900, active: true });
    const desc = data<Page<Product>>(await admin.get('/super-admin/medication-products?sort=name:desc&limit=1&page=2'));
    expect(desc).toMatchObject({ total: 2, totalPages: 2, items: [{ id: ids.sema }] });
    expect(data<Page<Product>>(await admin.get('/super-admin/medication-products?search=tirzep')).items.map((p) => p.id)).toEqual([
      ids.tirz,
    ]);
    expect(data<Page<Product>>(await admin.get('/super-admin/medication-products?status=INACTIVE')).total).toBe(0);
    expect((await admin.get('/super-admin/medication-products?sort=price:asc')).status).toBe(400);
    expect((await admin.get('/super-admin/medication-products?status=GONE')).status).toBe(400);
  });

  it('gives one product with its variations and plan prices; unknown is 404, a bad id 400', async () => {
    const product = data<Product & { variations: Variation[] }>(await admin.get(`/super-admin/medication-products/${ids.tirz}`));
    expect(product.variations.map((v) => v.key)).toEqual(['tirzepatide-starter', 'tirzepatide-maintenance']);
    expect(product.variations[0].planPrices).toEqual([
      expect.objectContaining({ planId: 'monthly', amountCents: 39_900 }),
      expect.objectContaining({ planId: 'quarterly', amountCents: 107_730 }),
      expect.objectContaining({ planId: 'semiannual', amountCents: 203_490 }),
    ]);
    expect((await admin.get(`/super-admin/medication-products/${uuid}`)).status).toBe(404);
    expect((await admin.get('/super-admin/medication-products/nope')).status).toBe(400);
  });

  it('updates name, description and status with its message, audited; bad input is 400 and changes nothing', async () => {
    const url = `/super-admin/medication-products/${ids.tirz}`;
    const res = await admin.send('PUT', url, { name: 'Compounded tirzepatide', description: 'Weekly shot.', active: false });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Product updated successfully');
    expect(res.body.data).toMatchObject({ description: 'Weekly shot.', active: false });
    const audit = await t.db
      .selectFrom('audit_logs')
      .select('details')
      .where('resource_type', '=', 'product')
      .where('resource_id', '=', ids.tirz)
      .execute();
    expect(audit).toEqual([{ details: { changed: ['description', 'active'], active: false } }]);
    // An inactive product is no longer offered to patients.
    const offered = data<{ productVariations: { productId: string }[] }>(
      await call(t.app, { method: 'GET', url: '/patients/product-variations' }),
    );
    expect(offered.productVariations.some((v) => v.productId === ids.tirz)).toBe(false);
    expect((await admin.send('PUT', url, { name: ' ', description: '', active: true })).status).toBe(400);
    expect((await admin.send('PUT', url, { name: 'X', description: '', active: true, medication: 'other' })).status).toBe(400);
    expect((await admin.send('PUT', `/super-admin/medication-products/${uuid}`, { name: 'X', description: '', active: true })).status).toBe(
      404,
    );
    expect(data<Product>(await admin.get(url))).toMatchObject({ name: 'Compounded tirzepatide', active: false });
    await admin.send('PUT', url, { name: 'Compounded tirzepatide', description: 'Weekly injection.', active: true });
  });
});

describe('product variations and prices', () => {
  it('lists by product, price and status, searches; gives one by key', async () => {
    const page = data<Page<Variation>>(await admin.get('/super-admin/product-variations'));
    expect(page.items.map((v) => v.key)).toEqual([
      'semaglutide-starter',
      'semaglutide-maintenance',
      'tirzepatide-starter',
      'tirzepatide-maintenance',
    ]);
    const byPrice = data<Page<Variation>>(await admin.get('/super-admin/product-variations?sort=price:desc&limit=2'));
    expect(byPrice.items.map((v) => v.monthlyPriceCents)).toEqual([49_900, 39_900]);
    expect(byPrice.totalPages).toBe(2);
    expect(data<Page<Variation>>(await admin.get(`/super-admin/product-variations?productId=${ids.sema}`)).total).toBe(2);
    expect(data<Page<Variation>>(await admin.get('/super-admin/product-variations?search=7.5%20mg')).items.map((v) => v.key)).toEqual([
      'tirzepatide-maintenance',
    ]);
    expect(data<Variation>(await admin.get('/super-admin/product-variations/semaglutide-starter'))).toMatchObject({
      monthlyPriceCents: 24_900,
      priceChange: null,
    });
    expect((await admin.get('/super-admin/product-variations/no-such-key')).status).toBe(404);
    expect((await admin.get('/super-admin/product-variations/Bad%20Key')).status).toBe(400);
  });

  it('a new price applies to new orders only: past orders keep what they were sold at; who changed it is kept and audited', async () => {
    const key = 'semaglutide-starter';
    const before = await t.db
      .selectFrom('orders')
      .select(['id', 'amount_cents'])
      .where('product_variation_key', '=', key)
      .orderBy('id')
      .execute();
    expect(before.length).toBeGreaterThan(0);
    const current = data<Variation>(await admin.get(`/super-admin/product-variations/${key}`));

    const res = await admin.send('PUT', `/super-admin/product-variations/${key}`, variationBody(current, { monthlyPriceCents: 27_500 }));
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Variation updated successfully');
    const changed = data<Variation>(res);
    expect(changed).toMatchObject({ monthlyPriceCents: 27_500, priceChange: { by: expect.stringMatching(/\S/) } });
    expect(changed.planPrices[1]).toMatchObject({ planId: 'quarterly', amountCents: 74_250 });

    const after = await t.db
      .selectFrom('orders')
      .select(['id', 'amount_cents'])
      .where('product_variation_key', '=', key)
      .orderBy('id')
      .execute();
    expect(after).toEqual(before);

    const draft = await readyIntake(t.app, { ...PROFILE, email: 'new.price@example.test', phone: '(202) 555-0181' });
    expect((await checkout(t.app, draft, checkoutBody(draft))).status).toBe(201);
    const made = await t.db.selectFrom('orders').select('amount_cents').where('intake_id', '=', draft.id).executeTakeFirstOrThrow();
    expect(made.amount_cents).toBe(27_500);

    const audit = await t.db
      .selectFrom('audit_logs')
      .select(['action', 'details', 'actor_user_id'])
      .where('resource_type', '=', 'product_variation')
      .where('resource_id', '=', key)
      .execute();
    expect(audit).toEqual([
      {
        action: 'PRICE_CHANGE',
        details: { changed: ['monthly_price_cents'], priceFromCents: 24_900, priceToCents: 27_500 },
        actor_user_id: expect.any(String),
      },
    ]);

    // A change that keeps the price is an UPDATE and leaves the price's change as it was.
    const renamed = await admin.send(
      'PUT',
      `/super-admin/product-variations/${key}`,
      variationBody(changed, { dose: '0.25 mg to 1.0 mg weekly' }),
    );
    expect(data<Variation>(renamed).priceChange).toEqual(changed.priceChange);
  });

  it('refuses a bad price or a missing field with 400, an unknown key with 404, and changes nothing', async () => {
    const key = 'tirzepatide-starter';
    const v = data<Variation>(await admin.get(`/super-admin/product-variations/${key}`));
    for (const price of [0, -100, 12.5, 1_000_001, '399'])
      expect(
        (await admin.send('PUT', `/super-admin/product-variations/${key}`, variationBody(v, { monthlyPriceCents: price as number })))
          .status,
      ).toBe(400);
    expect((await admin.send('PUT', `/super-admin/product-variations/${key}`, { ...variationBody(v), dose: '' })).status).toBe(400);
    expect((await admin.send('PUT', '/super-admin/product-variations/no-such-key', variationBody(v))).status).toBe(404);
    expect(data<Variation>(await admin.get(`/super-admin/product-variations/${key}`)).monthlyPriceCents).toBe(39_900);
  });
});

describe('product details', () => {
  it("creates, lists in order, moves, updates and deletes a product's details, each change audited", async () => {
    const add = (title: string, position?: number) =>
      admin.send('POST', '/super-admin/product-details', { productId: ids.sema, section: 'FAQ', title, body: `About ${title}.`, position });
    const first = await add('How do I inject it?');
    expect(first.status).toBe(201);
    const a = data<Detail>(first);
    const b = data<Detail>(await add('How should I store it?'));
    const c = data<Detail>(await add('What are the side effects?', 0));
    const list = async () => data<Page<Detail>>(await admin.get(`/super-admin/product-details?productId=${ids.sema}`)).items;
    expect((await list()).map((d) => [d.title, d.position])).toEqual([
      ['What are the side effects?', 0],
      ['How do I inject it?', 1],
      ['How should I store it?', 2],
    ]);
    const moved = await admin.send('PUT', `/super-admin/product-details/${b.id}`, {
      section: 'STORAGE',
      title: 'Storage',
      body: 'Keep it cold.',
      position: 0,
    });
    expect(moved.status).toBe(200);
    expect(data<Detail>(moved)).toMatchObject({ section: 'STORAGE', title: 'Storage', position: 0 });
    expect((await list()).map((d) => d.id)).toEqual([b.id, c.id, a.id]);
    expect(data<Detail>(await admin.get(`/super-admin/product-details/${a.id}`)).body).toBe('About How do I inject it?.');
    expect((await admin.send('DELETE', `/super-admin/product-details/${c.id}`)).status).toBe(200);
    expect((await list()).map((d) => [d.id, d.position])).toEqual([
      [b.id, 0],
      [a.id, 1],
    ]);
    expect(data<Page<Detail>>(await admin.get(`/super-admin/product-details?productId=${ids.tirz}`)).total).toBe(0);
    expect(data<Page<Detail>>(await admin.get('/super-admin/product-details?section=STORAGE')).items.map((d) => d.id)).toEqual([b.id]);
    const actions = await t.db
      .selectFrom('audit_logs')
      .select('action')
      .where('resource_type', '=', 'product_detail')
      .orderBy('timestamp')
      .execute();
    expect(actions.map((r) => r.action)).toEqual(['CREATE', 'CREATE', 'CREATE', 'UPDATE', 'DELETE']);
  });

  it('refuses bad input (400) and unknown products or details (404)', async () => {
    const post = (body: Record<string, unknown>) => admin.send('POST', '/super-admin/product-details', body);
    expect((await post({ productId: ids.sema, section: 'FAQ', title: '', body: 'x' })).status).toBe(400);
    expect((await post({ productId: ids.sema, section: 'RECIPES', title: 'x', body: 'x' })).status).toBe(400);
    expect((await post({ productId: ids.sema, section: 'FAQ', title: 'x', body: 'x'.repeat(10_001) })).status).toBe(400);
    expect((await post({ productId: uuid, section: 'FAQ', title: 'x', body: 'x' })).status).toBe(404);
    expect((await admin.get(`/super-admin/product-details?productId=${uuid}`)).status).toBe(404);
    expect((await admin.get(`/super-admin/product-details/${uuid}`)).status).toBe(404);
    expect((await admin.send('PUT', `/super-admin/product-details/${uuid}`, { section: 'FAQ', title: 'x', body: 'x' })).status).toBe(404);
    expect((await admin.send('DELETE', `/super-admin/product-details/${uuid}`)).status).toBe(404);
  });
});
