/**
 * Leaves Glow for the KYC provider's verification page (another origin: a full navigation, not
 * the router). Its own module so that tests can replace it: jsdom cannot navigate.
 */
export function openProviderPage(url: string) {
  window.location.assign(url);
}
