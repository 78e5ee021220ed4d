import type { ColumnType, Generated } from 'kysely';

export type ProductDetailSection = 'DESCRIPTION' | 'SIDE_EFFECTS' | 'STORAGE' | 'FAQ' | 'OTHER';

/** A product's details: titled sections in order (migration 0026). */
export interface ProductDetailsTable {
  id: Generated<string>;
  product_id: string;
  section: ProductDetailSection;
  title: string;
  body: string;
  /** Order within the product, ascending. */
  position: number;
  created_by: string | null;
  created_at: ColumnType<Date, Date | string | undefined, never>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}
