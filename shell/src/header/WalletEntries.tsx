import { showToast } from '@glow/shared-ui';
import { useWallet } from '@glow/shared-wallet';
import { MenuItem } from './Dropdown';
import { notifyWalletDisconnected } from './walletNotifications';

export const COPY_TOAST_MS = 2000;

async function copyAddress(address: string) {
  try {
    await navigator.clipboard.writeText(address);
    showToast({
      title: 'Address copied',
      message: 'Wallet address copied to clipboard',
      tone: 'success',
      durationMs: COPY_TOAST_MS,
    });
  } catch {
    showToast({
      title: 'Failed to copy address to clipboard',
      tone: 'error',
      durationMs: COPY_TOAST_MS,
    });
  }
}

/**
 * The wallet's entries in a menu: its shortened address, copy and disconnect; or "Connect
 * Wallet" when none is connected (given `onConnect`).
 */
export function WalletEntries({ close, onConnect }: { close: () => void; onConnect?: () => void }) {
  const { address, shortAddress, disconnect, pending } = useWallet();
  if (!address) {
    if (!onConnect) return null;
    const connecting = pending?.purpose === 'connect';
    return (
      <MenuItem
        disabled={connecting}
        onClick={() => {
          close();
          onConnect();
        }}
      >
        {connecting ? 'Connecting wallet…' : 'Connect Wallet'}
      </MenuItem>
    );
  }
  return (
    <>
      <MenuItem disabled title={address}>
        {shortAddress}
      </MenuItem>
      <MenuItem onClick={() => copyAddress(address)}>Copy address</MenuItem>
      <MenuItem
        onClick={() => {
          close();
          void disconnect().then(notifyWalletDisconnected);
        }}
      >
        Disconnect
      </MenuItem>
    </>
  );
}
