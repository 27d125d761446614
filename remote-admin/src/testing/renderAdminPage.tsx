import type { User } from '@glow/shared-api';
import {
  renderRemotePage,
  type FakeConnector,
  type FakeWalletOptions,
} from '@glow/shared-ui/testing';
import { routes } from '../routes';

export const signedInAdmin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };

export interface AdminPageOptions {
  /** A wallet connected in the header (the session's address and kind). */
  wallet?: FakeWalletOptions['connected'];
  /** What that wallet does when the payments page asks it to sign. */
  signing?: FakeConnector;
}

/**
 * Opens `path` among the admin routes as the shell would, with an admin signed in and the wallet
 * session the payments pages sign with.
 */
export async function renderAdminPage(path: string, { wallet, signing }: AdminPageOptions = {}) {
  const rendered = await renderRemotePage(routes, path, {
    user: signedInAdmin,
    wallet: { connected: wallet, connector: signing },
  });
  return { ...rendered, session: rendered.session! };
}

/**
 * A matcher for Testing Library's `getByText` finding the paragraph whose whole text is `text`,
 * across the elements inside it (a date in a <time>, a link).
 */
export const paragraph =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.tagName === 'P' && element.textContent === text;
