// The wallet numbers (detection, time-outs, the phone breakpoint, bulk size), in one place.
import type { WalletKind } from '@glow/shared-api';

/** How often a wallet extension is looked for, and for how long (Crossmark's detection). */
export const WALLET_DETECTION_INTERVAL_MS = 500;
export const WALLET_DETECTION_TIMEOUT_MS = 10_000;

/** A Xaman request not resolved within 5 minutes has failed. */
export const XAMAN_SIGNING_TIMEOUT_MS = 300_000;
/** On a phone the app asks for the payload's state every 2 seconds. */
export const XAMAN_POLL_INTERVAL_MS = 2000;

/** A viewport narrower than this is a phone: no browser extensions, Xaman by deep link. */
export const MOBILE_BREAKPOINT_PX = 768;

/** The wallet libraries submit 1 to 50 transactions at once. */
export const MAX_BULK_TRANSACTIONS = 50;

/** The wallets' names as users know them. */
export const WALLET_NAMES = {
  xaman: 'Xaman',
  gemwallet: 'GemWallet',
  crossmark: 'Crossmark',
} as const satisfies Record<WalletKind, string>;

/** The browser extensions' official install pages, offered when one is not installed. */
export const WALLET_INSTALL_PAGES = {
  gemwallet: 'https://gemwallet.app',
  crossmark: 'https://crossmark.io',
} as const satisfies Partial<Record<WalletKind, string>>;
