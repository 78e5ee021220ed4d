/** Paths this feature links to, in the admin portal. */
export const oversightPaths = {
  auditLogs: '/audit-logs',
  /** The log narrowed to one actor (an account id): what a person did. */
  auditLogsOf: (actorId: string) => `/audit-logs?actor=${encodeURIComponent(actorId)}`,
  healthPros: '/health-pros',
  healthPro: (id: string) => `/health-pros/${encodeURIComponent(id)}`,
  adminSettings: '/admin-settings',
  scheduledJobs: '/scheduled-jobs',
  /** A sales person's ledger (the entries behind their commission), by their account id. */
  salesPersonLedger: (userId: string) => `/sales-people/${encodeURIComponent(userId)}/ledger`,
  reconciliation: '/reconciliation',
} as const;
