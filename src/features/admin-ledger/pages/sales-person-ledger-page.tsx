import { useParams } from 'react-router-dom';
import { BackLink } from '@/components/back-link';
import { PageHeader } from '@/components/page-header';
import { PartyLedgerSection } from '@/components/party-ledger-section';
import { useSalesPersonPayouts } from '@/api/admin-accounts/sales-person-payouts';
import { getSalesPersonLedger, useSalesPersonLedger } from '@/api/ledger/get-sales-person-ledger';
import { adminLedgerPaths } from '@/features/admin-ledger/paths';

export const SALES_LEDGER_ERROR_TEXT = "Error fetching the sales person's ledger";

/** A sales person's ledger: the balance of their commission and the entries behind it (earned, reversed, paid out). */
export function SalesPersonLedgerPage() {
  const { userId = '' } = useParams<{ userId: string }>();
  const load = useSalesPersonLedger(userId);
  // Their name, from the payouts call the Users list uses (its first row only).
  const person = useSalesPersonPayouts(userId, { page: 1, limit: 1, sort: 'occurredAt:desc' });
  const name = person.data?.name;
  return (
    <>
      <BackLink to={adminLedgerPaths.salesPeople} label="Back to Admin Settings" />
      <PageHeader title={name ? `Ledger of ${name}` : 'Sales person ledger'} subtitle="Commission earned, reversed and paid out." />
      <PartyLedgerSection
        load={load}
        fetchMore={(cursor) => getSalesPersonLedger(userId, cursor)}
        orderHref={adminLedgerPaths.order}
        errorText={SALES_LEDGER_ERROR_TEXT}
      />
    </>
  );
}
