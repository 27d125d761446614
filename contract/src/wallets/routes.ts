// The method and path of each endpoint of this area, plain data without zod: ENDPOINTS is built
// from them (`...ROUTES.name`), and a browser bundle importing a route from
// '@glow/contract/routes' holds only the routes it calls.

export const crossmarkHash = { method: 'GET', path: '/api/wallets/crossmark/hash' } as const;
export const crossmarkChecksign = {
  method: 'POST',
  path: '/api/wallets/crossmark/checksign',
} as const;
export const gemWalletHash = { method: 'GET', path: '/api/wallets/gemwallet/hash' } as const;
export const gemWalletChecksign = {
  method: 'POST',
  path: '/api/wallets/gemwallet/checksign',
} as const;
export const xamanCreatePayload = {
  method: 'POST',
  path: '/api/wallets/xaman/createpayload',
} as const;
export const xamanGetPayload = { method: 'GET', path: '/api/wallets/xaman/getpayload' } as const;
export const xamanChecksign = { method: 'GET', path: '/api/wallets/xaman/checksign' } as const;
export const walletSession = { method: 'GET', path: '/api/wallets/session' } as const;
export const disconnectWallet = { method: 'DELETE', path: '/api/wallets/session' } as const;
