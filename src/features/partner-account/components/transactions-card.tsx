import { LedgerCard } from '@/components/ledger-card';
import { usePartnerTransactions } from '@/api/payments/get-partner-transactions';

export const TRANSACTIONS_LOAD_ERROR_TEXT = 'Error fetching transactions';

/** The partner's ledger, newest first: its patients' payments (commission earned) and refunds (commission taken back). */
export function TransactionsCard() {
  return (
    <LedgerCard
      useLedger={usePartnerTransactions}
      errorText={TRANSACTIONS_LOAD_ERROR_TEXT}
      emptyDescription="Your patients' payments and refunds appear here, with your commission on each."
    />
  );
}
