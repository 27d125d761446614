import { readXamanReturn, useWalletSession } from '@glow/shared-wallet';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@glow/shared-ui';
import { notifyWalletResult } from '../header/walletNotifications';

/**
 * Xaman return URLs: a page opened with `xaman_payload` (or `payloadId`, or
 * `id` with `journey`) finishes that payload (connecting the wallet, or reporting a signed
 * transaction), and the parameters leave the URL at once, the others staying.
 */
export function useXamanReturnOnLoad() {
  const { pathname, search, hash, state } = useLocation();
  const navigate = useNavigate();
  const wallet = useWalletSession();
  const handled = useRef(new Set<string>());

  useEffect(() => {
    const { xamanReturn, found, rest } = readXamanReturn(search);
    if (!found) return;
    void navigate({ pathname, search: rest, hash }, { replace: true, state });
    if (!xamanReturn || handled.current.has(xamanReturn.payloadId)) return;
    handled.current.add(xamanReturn.payloadId);
    void wallet.completeXamanReturn(xamanReturn).then((result) => {
      notifyWalletResult(result);
      // A tab Xaman opened only to come back: the waiting tab finishes, this one may go.
      if (result.status === 'handed-off') window.close();
    });
  }, [pathname, search, hash, state, navigate, wallet]);
}
