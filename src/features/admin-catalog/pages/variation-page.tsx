import { useParams } from 'react-router-dom';
import type { AdminVariation } from '@contracts/catalog';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { DetailSection } from '@/components/section-card';
import { SectionGrid } from '@/components/section-grid';
import { formatCents, formatDate } from '@/lib/format';
import { useRefreshMedicationProduct } from '@/api/admin-catalog/get-medication-product';
import { useProductVariation } from '@/api/admin-catalog/get-product-variation';
import { VariationForm } from '@/features/admin-catalog/components/variation-form';
import { VARIATION_ERROR_TEXT } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';
import { recordPage } from '@/components/page-load-failure';

const TO_PRODUCTS = { to: adminCatalogPaths.products, label: 'Back to products' };

/** One product variation: its dose, supply and monthly price (new orders only), and what each plan costs at that price. */
export function VariationPage() {
  const { key } = useParams<{ key: string }>();
  const load = useProductVariation(key);
  const refreshProduct = useRefreshMedicationProduct();
  const saved = (next: AdminVariation) => {
    void load.mutate(next, { revalidate: false });
    void refreshProduct(next.productId);
  };
  return (
    <DetailPage
      load={load}
      skeletonCards={[320, 200]}
      {...recordPage({
        title: 'Product Variation',
        what: 'product variation',
        notFoundText: 'This variation does not exist.',
        errorText: VARIATION_ERROR_TEXT,
        back: TO_PRODUCTS,
      })}
    >
      {(variation) => <VariationView variation={variation} onSaved={saved} />}
    </DetailPage>
  );
}

function VariationView({ variation, onSaved }: { variation: AdminVariation; onSaved: (v: AdminVariation) => void }) {
  const back = { to: adminCatalogPaths.product(variation.productId), label: `Back to ${variation.productName}` };
  const change = variation.priceChange;
  return (
    <>
      <BackLink {...back} />
      <PageHeader title={variation.name} subtitle={`${variation.productName} · ${variation.key}`} />
      <SectionGrid>
        <VariationForm variation={variation} onSaved={onSaved} />
        <DetailSection
          title="Price on each plan"
          items={[
            ...variation.planPrices.map((p) => ({ term: p.name, value: formatCents(p.amountCents) })),
            {
              term: 'Price last changed',
              value: change ? `${formatDate(change.at)}${change.by ? ` by ${change.by}` : ''}` : 'Never changed',
            },
          ]}
        />
      </SectionGrid>
    </>
  );
}
