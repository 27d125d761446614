// URL is a global of both places the contract runs (Node and browsers); the contract compiles
// without the types of either, so the part used here is declared.
declare const URL: new (url: string) => { protocol: string };

/**
 * A web address Glow links to or sends people to: an absolute http or https URL. Stored links
 * (a project's website) are checked with this before they become an `href`, so no other scheme
 * (`javascript:`, `data:`) ever reaches a page; the contract's URL fields accept only these.
 */
export function isWebUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
