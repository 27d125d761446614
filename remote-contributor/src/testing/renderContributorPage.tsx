import type { User, WalletKind } from '@glow/shared-api';
import { renderRemotePage } from '@glow/shared-ui/testing';
import { WalletProvider, WalletSession, type WalletSessionOptions } from '@glow/shared-wallet';
import { routes } from '../routes';

export const signedInContributor: User = {
  id: 9,
  email: 'ines@example.org',
  role: 'contributor',
};

type Connector = Awaited<ReturnType<NonNullable<WalletSessionOptions['loadConnector']>>>;
export type ProveOwnership = Connector['proveOwnership'];

/** The wallet, as the wallet page uses it: proving it holds its address. */
function fakeConnectors(proveOwnership: ProveOwnership): WalletSessionOptions['loadConnector'] {
  return async (kind) => ({
    kind,
    signIn: async () => null,
    proveOwnership,
    checkNetwork: async () => undefined,
    signAndSubmit: async () => {
      throw new Error('not used');
    },
    submitBulk: async () => [],
    resume: async () => {
      throw new Error('not used');
    },
  });
}

/** A GemWallet that signs whatever registration challenge the API gives for its address. */
export const signingWallet: ProveOwnership = async (address, requests) => {
  const { challenge } = await requests.challenge({
    kind: 'gemwallet',
    address,
    publicKey: 'ED' + 'A'.repeat(64),
  });
  return {
    kind: 'gemwallet',
    challenge,
    signature: 'B'.repeat(128),
    publicKey: 'ED' + 'A'.repeat(64),
  };
};

export interface ContributorPageOptions {
  /** A wallet connected in the header (the session's address and kind). */
  wallet?: { address: string; kind?: WalletKind };
  /** What the connected wallet does when asked to prove it holds its address. */
  proveOwnership?: ProveOwnership;
}

/**
 * Opens `path` among the contributor routes as the shell would, with a contributor signed in:
 * store, wallet session, theme, toasts. Returns the session and the requests to open "Connect
 * Wallet" (the shell's header listens).
 */
export async function renderContributorPage(path: string, options: ContributorPageOptions = {}) {
  const { wallet, proveOwnership = signingWallet } = options;
  localStorage.clear();
  if (wallet) {
    localStorage.setItem('xrpl-address', wallet.address);
    localStorage.setItem('xrpl-wallet', wallet.kind ?? 'gemwallet');
  }
  let session: WalletSession | undefined;
  const connectRequests: number[] = [];
  const { store, router } = await renderRemotePage(routes, signedInContributor, path, {
    wrap: (page, store) => {
      session = new WalletSession({
        store,
        storage: localStorage,
        loadConnector: fakeConnectors(proveOwnership),
        isMobile: () => false,
      });
      session.onConnectRequest(() => connectRequests.push(Date.now()));
      return <WalletProvider session={session}>{page}</WalletProvider>;
    },
  });
  return { store, router, session: session!, connectRequests };
}
