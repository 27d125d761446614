import { renderRemotePage, type FakeWalletOptions } from '@glow/shared-ui/testing';
import type { XrplTransaction } from '@glow/shared-wallet';
import { routes } from '../routes';
import { walletToken } from './fakePublicApi';

export type SignAndSubmit = (transaction: XrplTransaction) => Promise<string>;

export interface PublicPageOptions {
  /** A wallet connected by an earlier visit (its address, kind and token stored). */
  wallet?: FakeWalletOptions['connected'];
  /** What the connected wallet does when asked to sign and submit a transaction. */
  signAndSubmit?: SignAndSubmit;
}

/**
 * Opens `path` among the public routes as the shell would, for a visitor, with the wallet session
 * voters connect. Returns the session and the requests to open "Connect Wallet" (the shell's
 * header listens).
 */
export async function renderPublicPage(path: string, options: PublicPageOptions = {}) {
  const { wallet, signAndSubmit = async () => 'F'.repeat(64) } = options;
  if (wallet) localStorage.setItem('api_token', walletToken(wallet.address));
  const rendered = await renderRemotePage(routes, path, {
    wallet: {
      connected: wallet,
      // The transaction alone: what the tests check the wallet was asked to sign.
      connector: { signAndSubmit: (transaction) => signAndSubmit(transaction) },
    },
  });
  return { ...rendered, session: rendered.session! };
}
