import { showToast } from '@glow/shared-ui';
import {
  shortenAddress,
  WALLET_NAMES,
  type ConnectResult,
  type XamanReturnResult,
} from '@glow/shared-wallet';

/** Tells the user how a wallet connection (or a Xaman return) ended, in a toast. */
export function notifyWalletResult(result: ConnectResult | XamanReturnResult) {
  switch (result.status) {
    case 'connected':
      showToast({
        title: 'Wallet connected',
        message: `${WALLET_NAMES[result.wallet]} ${shortenAddress(result.address)}`,
        tone: 'success',
      });
      return;
    case 'failed':
      showToast({ title: 'Error', message: result.message, tone: 'error' });
      return;
    case 'cancelled':
      showToast({ title: 'Wallet connection cancelled', tone: 'info' });
      return;
    case 'handed-off':
      showToast({
        title: 'Signed in Xaman',
        message: 'Your other Glow tab finishes the request',
        tone: 'info',
      });
      return;
    case 'signed':
      showToast({ title: 'Transaction signed', message: result.hash, tone: 'success' });
      return;
    case 'not-confirmed':
      // No token: nothing kept, and nothing to tell (the wallet did not confirm the address).
      return;
  }
}

export function notifyWalletDisconnected() {
  showToast({ title: 'Wallet disconnected', tone: 'success' });
}
