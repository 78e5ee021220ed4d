/** Paths this feature links to, in the care team portal. */
export const careTeamPaths = {
  patients: '/patients',
  patient: (id: string) => `/patients/${encodeURIComponent(id)}`,
} as const;
