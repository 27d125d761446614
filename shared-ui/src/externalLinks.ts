// Links to other sites built from stored data (a project's website, GitHub, X) are only ever
// http(s). A stored website is linked only when it is an http or https URL (data saved before
// the contract checked URLs, or written around the API, may hold `javascript:`); GitHub and X
// addresses are built on their https origins with the stored name encoded, so no stored value
// chooses the scheme or the host. Every page linking to stored addresses uses these.
import { isWebUrl } from '@glow/contract/domain';

const onOrigin = (origin: string, path: string) =>
  `${origin}/${path.split('/').map(encodeURIComponent).join('/')}`;

/** A repository (`owner/name`) or an account (`name`) on GitHub. */
export function githubUrl(path: string): string {
  return onOrigin('https://github.com', path);
}

/** The name of an X account as shown, without the `@` it may be stored with. */
export function xHandleName(handle: string): string {
  return handle.replace(/^@/, '');
}

/** An X account's page. */
export function xUrl(handle: string): string {
  return onOrigin('https://x.com', xHandleName(handle));
}

/** A stored web address to link to, or null (no link) when it is not an http or https URL. */
export function linkableWebUrl(stored: string | null): string | null {
  return stored !== null && isWebUrl(stored) ? stored : null;
}
