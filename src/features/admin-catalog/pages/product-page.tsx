import { useParams } from 'react-router-dom';
import type { MedicationProductDetail } from '@contracts/catalog';
import { BackLink } from '@/components/back-link';
import { DetailPage } from '@/components/detail-page';
import { PageHeader } from '@/components/page-header';
import { SectionGrid } from '@/components/section-grid';
import { ToneChip } from '@/components/tone-chip';
import { useMedicationProduct } from '@/api/admin-catalog/get-medication-product';
import { ProductDetailsSection } from '@/features/admin-catalog/components/product-details-section';
import { ProductForm } from '@/features/admin-catalog/components/product-form';
import { VariationsSection } from '@/features/admin-catalog/components/variations-section';
import { PRODUCT_ERROR_TEXT, statusLabel } from '@/features/admin-catalog/lib/texts';
import { adminCatalogPaths } from '@/features/admin-catalog/paths';
import { countOf } from '@contracts/plural';
import { recordPage } from '@/components/page-load-failure';

const BACK = { to: adminCatalogPaths.products, label: 'Back to products' };

/** One product: its name, description and status, its variations (each linking to its price), and its details. */
export function ProductPage() {
  const { id } = useParams<{ id: string }>();
  const load = useMedicationProduct(id);
  return (
    <DetailPage
      load={load}
      skeletonCards={[240, 200]}
      {...recordPage({
        title: 'Product detail',
        what: 'product',
        notFoundText: 'This product does not exist.',
        errorText: PRODUCT_ERROR_TEXT,
        back: BACK,
      })}
    >
      {(product) => <ProductView product={product} onSaved={(next) => void load.mutate(next, { revalidate: false })} />}
    </DetailPage>
  );
}

function ProductView({ product, onSaved }: { product: MedicationProductDetail; onSaved: (p: MedicationProductDetail) => void }) {
  return (
    <>
      <BackLink {...BACK} />
      <PageHeader
        title={product.name}
        subtitle={`${product.medication} · ${countOf(product.variations.length, 'variation')}`}
        actions={<ToneChip label={statusLabel(product.active)} tone={product.active ? 'good' : 'neutral'} />}
      />
      <SectionGrid
        wide={[
          <VariationsSection key="variations" variations={product.variations} />,
          <ProductDetailsSection key="details" productId={product.id} />,
        ]}
      >
        <ProductForm product={product} onSaved={onSaved} />
      </SectionGrid>
    </>
  );
}
