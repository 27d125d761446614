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

/** The wallet session the shell created, for code that acts on it outside rendering. */
export function useWalletSession(): WalletSession {
  const session = useContext(WalletContext);
  if (!session) throw new Error('useWallet() needs the WalletProvider the shell renders');
  return session;
}

/** The connected wallet and what can be done with it, for the header and for any remote. */
export function useWallet() {
  const session = useWalletSession();
  const state = useSyncExternalStore(session.subscribe, session.getState, session.getState);
  return {
    ...state,
    isConnected: state.address !== null,
    shortAddress: state.address ? shortenAddress(state.address) : null,
    connect: session.connect,
    /** Opens the "Connect Wallet" dialog (the shell's header shows it). */
    requestConnect: session.requestConnect,
    cancel: session.cancel,
    disconnect: session.disconnect,
    checkNetwork: session.checkNetwork,
    signAndSubmit: session.signAndSubmit,
    submitBulk: session.submitBulk,
    proveOwnership: session.proveOwnership,
  };
}
