// Every endpoint's method and path, from each area's routes.ts (see there).
export * from './applications/routes';
export * from './contributors/routes';
export * from './deploys/routes';
export * from './help/routes';
export * from './integrity/routes';
export * from './judging/routes';
export * from './nominations/routes';
export * from './payments/routes';
export * from './privacy/routes';
export * from './programme/routes';
export * from './projects/routes';
export * from './reporting/routes';
export * from './results/routes';
export * from './system/routes';
export * from './users/routes';
export * from './voting/routes';
export * from './wallets/routes';
