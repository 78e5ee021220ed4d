/** Paths used in code (links, redirects). Every path a portal registers is in its routes.tsx. */
export const paths = {
  dashboard: '/',
  signIn: '/sign-in',
  signUp: '/sign-up',
} as const;
