// Plain data and types of the programme, without zod: the browser bundles may import these
// values at run time (the schemas of the package root stay out of their first load). Payments are
// apart, in @glow/contract/domain/payments: only the admin's and contributor's pages read them, and
// shared-api (in the shell's first load) re-exports this index.
export * from './roles';
export * from './programme';
export * from './wallets';
export * from './webAddresses';
export * from './nominations';
export * from './fieldErrors';
export * from './judging';
export * from './applications';
export * from './xrpAmounts';
export * from './integrity';
