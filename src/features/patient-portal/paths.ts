/** The patient portal's own paths, for links within the feature. */
export const patientPortalPaths = {
  dashboard: '/',
  orders: '/orders',
  order: (id: string) => `/patient/orders/${encodeURIComponent(id)}`,
  medications: '/medications',
  profile: '/my-profile',
  treatment: '/treatment',
  /** The public intake (another feature's page, reached by URL only). */
  start: '/start',
} as const;
