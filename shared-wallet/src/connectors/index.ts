// Every wallet's code is loaded only when that wallet is used: none of it is in the first load.
import { isWalletKind, type WalletKind } from '@glow/shared-api';
import { WalletError } from '../walletErrors';
import type { Connector } from './types';
import type { XamanConnector } from './xaman';

export type {
  BulkOutcome,
  Connector,
  OwnershipProof,
  OwnershipProofRequests,
  WalletRequestContext,
  XamanJourney,
  XrplTransaction,
} from './types';
export type { OwnXamanPayload, XamanConnector, XamanReturnOutcome } from './xaman';

export type ConnectorLoader = {
  (kind: 'xaman'): Promise<XamanConnector>;
  (kind: WalletKind): Promise<Connector>;
};

export const loadConnector = (async (kind: WalletKind): Promise<Connector> => {
  if (!isWalletKind(kind)) throw new WalletError('INVALID_WALLET_TYPE');
  switch (kind) {
    case 'gemwallet':
      return (await import('./gemwallet')).createGemWalletConnector();
    case 'crossmark':
      return (await import('./crossmark')).createCrossmarkConnector();
    case 'xaman':
      return (await import('./xaman')).createXamanConnector();
  }
}) as ConnectorLoader;
