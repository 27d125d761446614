// Which ledger network a wallet extension is on, read from the extension's own answer, and the
// refusal when it is not the network Glow is configured for: a payment signed there would be real
// on that network and never seen by Glow.
import type { PublicConfig } from '@glow/contract';
import type { WalletKind } from '@glow/shared-api';
import { WALLET_NAMES } from './constants';
import { WalletError } from './walletErrors';

/** A wallet's network: its ledger network id when the wallet names a known one. */
export interface WalletNetwork {
  /** Null for a network the wallet knows only by its node (a custom network). */
  id: number | null;
  /** In the wallet's own words: "Testnet", "Xahau Mainnet", "a custom network (wss://…)". */
  name: string;
}

/** GemWallet's `getNetwork` result (@gemwallet/api 3.8 `GetNetworkResponse`). */
export interface GemWalletNetworkAnswer {
  /** `Chain`: "XRPL" or "XAHAU". */
  chain: string;
  /** `Network`: "Mainnet", "Testnet", "Devnet" or "Custom". */
  network: string;
  /** The node the wallet talks to. */
  websocket: string;
}

/** Crossmark's network (@crossmarkio/sdk 0.4 `BasicNetwork`, schema v4). */
export interface CrossmarkNetwork {
  /** "XRPL" for the XRP Ledger and Xahau alike. */
  protocol?: string;
  /** "mainnet", "testnet", "devnet" (older extensions: "main", "test", "dev"). */
  type?: string;
  /** "xrp ledger", "xahau" or "xevm sidechain". */
  label?: string;
  wss?: string;
  rpc?: string;
}

const GEMWALLET_NETWORK_IDS: Record<string, Record<string, number>> = {
  XRPL: { Mainnet: 0, Testnet: 1, Devnet: 2 },
  XAHAU: { Mainnet: 21337, Testnet: 21338 },
};

export function gemWalletNetworkOf({
  chain,
  network,
  websocket,
}: GemWalletNetworkAnswer): WalletNetwork {
  const id = GEMWALLET_NETWORK_IDS[chain]?.[network] ?? null;
  if (id === null) return { id, name: `a custom network (${websocket})` };
  return { id, name: chain === 'XAHAU' ? `Xahau ${network}` : network };
}

/** Crossmark's network types, by the ledger they are on ("xahau" or the XRP Ledger). */
const CROSSMARK_NETWORK_IDS: Record<'xahau' | 'xrpl', Record<string, number>> = {
  xahau: { mainnet: 21337, testnet: 21338 },
  xrpl: { mainnet: 0, main: 0, testnet: 1, test: 1, devnet: 2, dev: 2 },
};

function crossmarkLedgerOf(label: string | undefined): 'xahau' | 'xrpl' | null {
  if (label === 'xahau') return 'xahau';
  return label === undefined || label === 'xrp ledger' ? 'xrpl' : null;
}

export function crossmarkNetworkOf({ label, type = '', wss }: CrossmarkNetwork): WalletNetwork {
  const ledger = crossmarkLedgerOf(label);
  const id = ledger ? (CROSSMARK_NETWORK_IDS[ledger][type] ?? null) : null;
  if (id === null) {
    const named = [label, type].filter(Boolean).join(' ') || 'an unnamed network';
    return { id, name: wss ? `${named} (${wss})` : named };
  }
  return { id, name: `${ledger === 'xahau' ? 'Xahau' : 'XRP Ledger'} ${type}` };
}

/** Refuses (WRONG_NETWORK) a wallet whose network is not Glow's, naming both. */
export function assertGlowNetwork(
  wallet: WalletNetwork,
  glow: PublicConfig['network'],
  kind: WalletKind,
): void {
  if (wallet.id === glow.id) return;
  throw new WalletError(
    'WRONG_NETWORK',
    `Your wallet is on ${wallet.name} but Glow uses ${glow.name}: switch networks in ${WALLET_NAMES[kind]}`,
  );
}
