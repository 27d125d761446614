import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { shortenAddress, type WalletSession } from './walletSession';

const WalletContext = createContext<WalletSession | null>(null);

export function WalletProvider({
  session,
  children,
}: {
  session: WalletSession;
  children: ReactNode;
}) {
  return <WalletContext.Provider value={session}>{children}</WalletContext.Provider>;
}

/** The connected wallet, for the header and for any remote. */
export function useWallet() {
  const session = useContext(WalletContext);
  if (!session) throw new Error('useWallet() needs the WalletProvider the shell renders');
  const state = useSyncExternalStore(session.subscribe, session.getState);
  return {
    ...state,
    isConnected: state.address !== null,
    shortAddress: state.address ? shortenAddress(state.address) : null,
    disconnect: session.disconnect,
  };
}
