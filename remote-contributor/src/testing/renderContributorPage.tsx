import type { User } from '@glow/shared-api';
import {
  renderRemotePage,
  type FakeConnector,
  type FakeWalletOptions,
} from '@glow/shared-ui/testing';
import { routes } from '../routes';

export const signedInContributor: User = {
  id: 9,
  email: 'ines@example.org',
  role: 'contributor',
};

export type ProveOwnership = NonNullable<FakeConnector['proveOwnership']>;

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
  wallet?: FakeWalletOptions['connected'];
  /** What the connected wallet does when asked to prove it holds its address. */
  proveOwnership?: ProveOwnership;
}

/**
 * Opens `path` among the contributor routes as the shell would, with a contributor signed in and
 * the wallet session the wallet page proves an address with. Returns the session and the requests
 * to open "Connect Wallet" (the shell's header listens).
 */
export async function renderContributorPage(path: string, options: ContributorPageOptions = {}) {
  const { wallet, proveOwnership = signingWallet } = options;
  localStorage.clear();
  const { store, router, session, connectRequests } = await renderRemotePage(routes, path, {
    user: signedInContributor,
    wallet: { connected: wallet, connector: { proveOwnership } },
  });
  return { store, router, session: session!, connectRequests };
}
