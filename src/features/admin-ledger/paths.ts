/** Paths this feature links to, in the admin portal. */
export const adminLedgerPaths = {
  reconciliation: '/reconciliation',
  salesPersonLedger: (userId: string) => `/sales-people/${encodeURIComponent(userId)}/ledger`,
  /** Where the administrator finds the sales people (Admin Settings, Users). */
  salesPeople: '/admin-settings',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
} as const;
