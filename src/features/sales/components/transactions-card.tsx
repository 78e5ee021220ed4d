import { LedgerCard } from '@/components/ledger-card';
import { useSalesTransactions } from '@/api/sales/get-sales-transactions';
import { TRANSACTIONS_ERROR_TEXT } from '../lib/texts';

/** The sales person's ledger, newest first: their partners' payments (commission earned) and refunds (taken back). */
export function TransactionsCard() {
  return (
    <LedgerCard
      useLedger={useSalesTransactions}
      errorText={TRANSACTIONS_ERROR_TEXT}
      emptyDescription="Your partners' patients' payments and refunds appear here, with your commission on each."
      showPartner
    />
  );
}
