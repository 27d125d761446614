export * from './walletSession';
export * from './useWallet';
