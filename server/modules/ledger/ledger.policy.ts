import { sql } from 'kysely';
import type { Policy } from '#server/platform/access/policy';
import type { Database } from '#server/platform/db/schema';

const none = sql<boolean>`false`;

/**
 * Ledger entries are read per party: a partner sees the entries of its own accounts (its commission payable, its
 * invoices receivable, its payouts in transit), a sales person those of theirs, a super admin every entry (the
 * platform's accounts too). Nobody else sees the ledger.
 */
export const ledgerPolicy: Policy<Database, 'ledger_entries'> = {
  SUPER_ADMIN: 'ALL',
  GYM_OWNER: (a) => (eb) =>
    a.partnerId
      ? eb.and([
          eb('ledger_entries.party_id', '=', a.partnerId),
          eb('ledger_entries.account', 'in', ['PARTNER_COMMISSION_PAYABLE', 'PARTNER_RECEIVABLE', 'PAYOUTS_IN_TRANSIT']),
        ])
      : none,
  SALES_PERSON: (a) => (eb) =>
    a.salesPersonId
      ? eb.and([
          eb('ledger_entries.party_id', '=', a.salesPersonId),
          eb('ledger_entries.account', 'in', ['SALES_COMMISSION_PAYABLE', 'PAYOUTS_IN_TRANSIT']),
        ])
      : none,
};
