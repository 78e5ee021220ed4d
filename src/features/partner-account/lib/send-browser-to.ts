/** Leaves the app for another site (the payments provider's onboarding page); its own module so tests can replace it. */
export function sendBrowserTo(url: string) {
  window.location.assign(url);
}
