import type { WalletKind } from '@glow/shared-api';
import { useWallet, useWalletSession } from '@glow/shared-wallet';
import { lazy, Suspense, useEffect, useState } from 'react';
import { ConnectWalletDialog } from './ConnectWalletDialog';
import { notifyWalletResult } from './walletNotifications';

// Shown only while Xaman waits: out of the shell's first load.
const XamanQrDialog = lazy(async () => ({
  default: (await import('./XamanQrDialog')).XamanQrDialog,
}));
const XamanOpenDialog = lazy(async () => ({
  default: (await import('./XamanOpenDialog')).XamanOpenDialog,
}));

/**
 * The header's wallet dialogs: "Connect Wallet", then Xaman's QR code when there is one (or, on a
 * phone, "Open Xaman"), never two at once. Returns the function that opens the first and the dialogs to render. Pages open
 * it with `useWallet().requestConnect()`.
 */
export function useConnectWallet() {
  const { pending, connect, cancel } = useWallet();
  const session = useWalletSession();
  const [open, setOpen] = useState(false);
  // The extension the last attempt did not find: the dialog stays open with its install page.
  const [notInstalled, setNotInstalled] = useState<'gemwallet' | 'crossmark' | null>(null);

  // A page (e.g. a vote button without a wallet) asks for the dialog through the session.
  useEffect(() => session.onConnectRequest(() => setOpen(true)), [session]);

  function choose(kind: WalletKind) {
    setNotInstalled(null);
    // Called straight from the click: Xaman on a phone opens its window before anything waits.
    void connect(kind).then((result) => {
      if (result.status === 'failed' && result.notInstalled && kind !== 'xaman') {
        setNotInstalled(kind);
        return;
      }
      setOpen(false);
      notifyWalletResult(result);
    });
  }

  function close() {
    if (pending?.purpose === 'connect') cancel();
    setOpen(false);
    setNotInstalled(null);
  }

  const showingQrCode = pending?.kind === 'xaman' && pending.qrCode !== null;
  const xamanToOpen = pending?.kind === 'xaman' && pending.xamanLink !== null ? pending : null;
  return {
    openDialog: () => setOpen(true),
    dialogs: (
      <>
        {open && !showingQrCode && !xamanToOpen && (
          <ConnectWalletDialog onChoose={choose} onClose={close} notInstalled={notInstalled} />
        )}
        <Suspense>
          {showingQrCode && <XamanQrDialog />}
          {xamanToOpen && !showingQrCode && <XamanOpenDialog request={xamanToOpen} />}
        </Suspense>
      </>
    ),
  };
}
