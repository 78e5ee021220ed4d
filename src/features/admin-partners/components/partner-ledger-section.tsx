import { PartyLedgerSection } from '@/components/party-ledger-section';
import { getPartnerLedger, usePartnerLedger } from '@/api/ledger/get-partner-ledger';
import { adminPartnerPaths } from '@/features/admin-partners/paths';

export const PARTNER_LEDGER_ERROR_TEXT = "Error fetching the partner's ledger";

/** The entries behind every money figure of the partner (commission, reversals, payouts, invoices), with its balances. */
export function PartnerLedgerSection({ partnerId }: { partnerId: string }) {
  const load = usePartnerLedger(partnerId);
  return (
    <PartyLedgerSection
      load={load}
      fetchMore={(cursor) => getPartnerLedger(partnerId, cursor)}
      orderHref={adminPartnerPaths.order}
      errorText={PARTNER_LEDGER_ERROR_TEXT}
    />
  );
}
