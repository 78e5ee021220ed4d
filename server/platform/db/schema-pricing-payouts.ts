import type { ColumnType, Generated } from 'kysely';

/** Custom pricing and partner payouts (migration 0028). */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | string | undefined, Date | string>;

/** A partner's own monthly price for a product variation (owned by the catalog module). */
export interface CustomPricesTable {
  id: Generated<string>;
  partner_id: string;
  product_variation_key: string;
  monthly_price_cents: number;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}

export type PayoutStatus = 'PENDING' | 'SENT' | 'FAILED';

/** Commission sent to a partner's or a sales person's payout account, exactly one of the two (owned by the payments module). */
export interface PayoutsTable {
  id: Generated<string>;
  partner_id: string | null;
  /** The sales person paid (sales_people.id, migration 0044); null for a partner's payout. */
  sales_person_id: string | null;
  amount_cents: number;
  status: Generated<PayoutStatus>;
  provider: string;
  provider_ref: string | null;
  failure_reason: string | null;
  created_by: string | null;
  created_at: CreatedAt;
  updated_at: UpdatedAt;
}
