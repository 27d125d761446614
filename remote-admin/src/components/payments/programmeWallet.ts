import type { WalletKind } from '@glow/shared-api';

/** Whether the connected wallet can pay grants: only the programme's own address can. */
export type ProgrammeWallet =
  | { status: 'connected'; kind: WalletKind; refusal: null }
  | { status: 'disconnected' | 'otherWallet'; kind: WalletKind | null; refusal: string };

/** The programme wallet's state from the header's wallet session, with why Pay is refused. */
export function programmeWalletOf(
  connected: { address: string | null; wallet: WalletKind | null },
  programmeAddress: string,
): ProgrammeWallet {
  const { address, wallet } = connected;
  if (!address || !wallet)
    return {
      status: 'disconnected',
      kind: null,
      refusal: "Connect the programme's wallet to pay grants.",
    };
  if (address !== programmeAddress)
    return {
      status: 'otherWallet',
      kind: wallet,
      refusal: `The connected wallet ${address} is not the programme's wallet. Disconnect it and connect ${programmeAddress}.`,
    };
  return { status: 'connected', kind: wallet, refusal: null };
}

/** GemWallet signs a batch in one request; Crossmark and Xaman one payment after the other. */
export const signsAllAtOnce = (kind: WalletKind) => kind === 'gemwallet';
