// The super admin's money ledger: the reconciliation of our ledger with the payment processor's record, and a sales
// person's ledger (a partner's is a section of the partner's page).
export { ReconciliationPage } from './pages/reconciliation-page';
export { SalesPersonLedgerPage } from './pages/sales-person-ledger-page';
