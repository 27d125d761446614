import type { WalletKind } from '@glow/shared-api';
import { useWallet, useWalletSession } from '@glow/shared-wallet';
import { useEffect, useState } from 'react';
import { ConnectWalletDialog } from './ConnectWalletDialog';
import { notifyWalletResult } from './walletNotifications';
import { XamanQrDialog } from './XamanQrDialog';

/**
 * The header's wallet dialogs: "Connect Wallet", then Xaman's QR code when there is one, never
 * both at once. Returns the function that opens the first and the dialogs to render. Pages open
 * it with `useWallet().requestConnect()`.
 */
export function useConnectWallet() {
  const { pending, connect, cancel } = useWallet();
  const session = useWalletSession();
  const [open, setOpen] = useState(false);

  // A page (e.g. a vote button without a wallet) asks for the dialog through the session.
  useEffect(() => session.onConnectRequest(() => setOpen(true)), [session]);

  function choose(kind: WalletKind) {
    // Called straight from the click: Xaman on a phone opens its window before anything waits.
    void connect(kind).then((result) => {
      setOpen(false);
      notifyWalletResult(result);
    });
  }

  function close() {
    if (pending?.purpose === 'connect') cancel();
    setOpen(false);
  }

  const showingQrCode = pending?.kind === 'xaman' && pending.qrCode !== null;
  return {
    openDialog: () => setOpen(true),
    dialogs: (
      <>
        {open && !showingQrCode && <ConnectWalletDialog onChoose={choose} onClose={close} />}
        <XamanQrDialog />
      </>
    ),
  };
}
