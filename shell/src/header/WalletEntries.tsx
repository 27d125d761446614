import { showToast } from '@glow/shared-ui';
import { useWallet } from '@glow/shared-wallet';
import { MenuItem } from './Dropdown';

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

/** The connected wallet's entries: its shortened address, copy and disconnect. */
export function WalletEntries({ close }: { close: () => void }) {
  const { address, shortAddress, disconnect } = useWallet();
  if (!address) return null;
  return (
    <>
      <MenuItem disabled title={address}>
        {shortAddress}
      </MenuItem>
      <MenuItem onClick={() => copyAddress(address)}>Copy address</MenuItem>
      <MenuItem
        onClick={() => {
          disconnect();
          close();
        }}
      >
        Disconnect
      </MenuItem>
    </>
  );
}
