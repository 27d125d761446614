import type { User, WalletKind } from '@glow/shared-api';
import { renderRemotePage } from '@glow/shared-ui/testing';
import { WalletProvider, WalletSession, type WalletSessionOptions } from '@glow/shared-wallet';
import { routes } from '../routes';

export const signedInAdmin: User = { id: 1, email: 'admin@glow.local', role: 'admin' };

type Connector = Awaited<ReturnType<NonNullable<WalletSessionOptions['loadConnector']>>>;

/** What the connected wallet does when the payments page asks it to sign. */
export type FakeSigning = Partial<Pick<Connector, 'checkNetwork' | 'signAndSubmit' | 'submitBulk'>>;

/** The wallets, reduced to what the admin pages ask of them: signing payments. */
function fakeConnectors(signing: FakeSigning): WalletSessionOptions['loadConnector'] {
  const unused = async () => {
    throw new Error('not used by the admin pages');
  };
  return async (kind) => ({
    kind,
    signIn: async () => null,
    proveOwnership: unused,
    // On Glow's network unless a test says otherwise.
    checkNetwork: signing.checkNetwork ?? (async () => undefined),
    signAndSubmit: signing.signAndSubmit ?? unused,
    submitBulk: signing.submitBulk ?? unused,
    resume: unused,
  });
}

export interface AdminPageOptions {
  /** A wallet connected in the header (the session's address and kind). */
  wallet?: { address: string; kind?: WalletKind };
  /** What that wallet does when asked to sign. */
  signing?: FakeSigning;
}

/**
 * Opens `path` among the admin routes as the shell would, with an admin signed in: store,
 * wallet session, theme, toasts. Returns the session and the requests to open "Connect Wallet"
 * (the shell's header listens).
 */
export async function renderAdminPage(path: string, options: AdminPageOptions = {}) {
  const { wallet, signing = {} } = options;
  localStorage.removeItem('xrpl-address');
  localStorage.removeItem('xrpl-wallet');
  if (wallet) {
    localStorage.setItem('xrpl-address', wallet.address);
    localStorage.setItem('xrpl-wallet', wallet.kind ?? 'gemwallet');
  }
  let session: WalletSession | undefined;
  const connectRequests: number[] = [];
  const rendered = await renderRemotePage(routes, signedInAdmin, path, {
    wrap: (page, store) => {
      session = new WalletSession({
        store,
        storage: localStorage,
        loadConnector: fakeConnectors(signing),
        isMobile: () => false,
      });
      session.onConnectRequest(() => connectRequests.push(Date.now()));
      return <WalletProvider session={session}>{page}</WalletProvider>;
    },
  });
  return { ...rendered, session: session!, connectRequests };
}

/**
 * A matcher for Testing Library's `getByText` finding the paragraph whose whole text is `text`,
 * across the elements inside it (a date in a <time>, a link).
 */
export const paragraph =
  (text: string) =>
  (_content: string, element: Element | null): boolean =>
    element?.tagName === 'P' && element.textContent === text;
