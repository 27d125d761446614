export const WALLET_KINDS = ['xaman', 'gemwallet', 'crossmark'] as const;
export type WalletKind = (typeof WALLET_KINDS)[number];

export function isWalletKind(value: unknown): value is WalletKind {
  return typeof value === 'string' && (WALLET_KINDS as readonly string[]).includes(value);
}
