/** Leaves this page for another address (another portal's host): its own module so that tests can replace it. */
export function goToUrl(url: string) {
  window.location.assign(url);
}
