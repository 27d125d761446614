// What the shell and the remotes use. The wallets' own code (connectors and their libraries) is
// not exported: the session loads it when a wallet is used, so it stays out of the first load.
export * from './walletSession';
export * from './useWallet';
export * from './walletErrors';
export * from './constants';
export { isMobileViewport } from './device';
export { useIsMobileViewport } from './useIsMobileViewport';
export { detectWallet } from './detectWallet';
export { transactionHashOf } from './transactionHash';
export { readXamanReturn, xamanReturnUrl, type XamanReturn } from './xamanReturn';
export type {
  BulkOutcome,
  ChallengeWalletKind,
  OwnershipChallenge,
  OwnershipChallengeRequest,
  OwnershipProof,
  OwnershipProofRequests,
  WalletRequestContext,
  XamanJourney,
  XrplTransaction,
} from './connectors/types';
export { usePublicConfigQuery } from './walletApi';
export { qrCodeOfLink } from './qrCode';
