import { browserStorage, isWalletKind, STORAGE_KEYS, type WalletKind } from '@glow/shared-api';

export { WALLET_KINDS, type WalletKind } from '@glow/shared-api';

export interface WalletState {
  address: string | null;
  wallet: WalletKind | null;
}

const DISCONNECTED: WalletState = { address: null, wallet: null };

/** "rPT1Sj…Xyz9": the first 6 and last 4 characters (SPEC.md section 9). */
export function shortenAddress(address: string): string {
  return address.length <= 10 ? address : `${address.slice(0, 6)}…${address.slice(-4)}`;
}

/**
 * The connected wallet: its address and kind, kept in local storage under `xrpl-address` and
 * `xrpl-wallet`. One instance per page: the shell creates it, everything else reads it.
 */
export class WalletSession {
  private state: WalletState;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly storage: Storage | null = browserStorage()) {
    const address = storage?.getItem(STORAGE_KEYS.xrplAddress) ?? null;
    const wallet = storage?.getItem(STORAGE_KEYS.xrplWallet) ?? null;
    this.state = address && isWalletKind(wallet) ? { address, wallet } : DISCONNECTED;
  }

  getState = (): WalletState => this.state;

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Records a wallet the server has confirmed. */
  connected(address: string, wallet: WalletKind) {
    this.storage?.setItem(STORAGE_KEYS.xrplAddress, address);
    this.storage?.setItem(STORAGE_KEYS.xrplWallet, wallet);
    this.setState({ address, wallet });
  }

  /** Forgets the address and the wallet kind, in memory and in local storage. */
  disconnect = () => {
    this.storage?.removeItem(STORAGE_KEYS.xrplAddress);
    this.storage?.removeItem(STORAGE_KEYS.xrplWallet);
    this.setState(DISCONNECTED);
  };

  private setState(next: WalletState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }
}
