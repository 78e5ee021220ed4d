/**
 * The audit-coverage and ownership tests' classification of the ledger's admin operations (README, "The ledger"):
 * money by order number and party, no patient named; each read audited (LIST ledger, RECONCILIATION ledger, LIST
 * admin_alert); super admins only (ledger.test.ts).
 */
export const LEDGER_EXEMPT: Record<string, string> = {
  'GET /super-admin/ledger/partners/{id}': "a partner's ledger entries by order number: no patient named (audited as LIST ledger)",
  'GET /super-admin/ledger/sales-people/{userId}':
    "a sales person's ledger entries by order number: no patient named (audited as LIST ledger)",
  'GET /super-admin/ledger/reconciliation': "charges against the processor's record: no patient named (audited as RECONCILIATION ledger)",
  'GET /super-admin/alerts': 'what the nightly checks found: no patient named (audited as LIST admin_alert)',
};

export const LEDGER_NOT_OWNED: Record<string, string> = {
  'GET /super-admin/ledger/partners/{id}': 'super admins read every partner’s ledger; every other role is 403 (ledger.test.ts)',
  'GET /super-admin/ledger/sales-people/{userId}':
    'super admins read every sales person’s ledger; every other role is 403 (ledger.test.ts)',
};
