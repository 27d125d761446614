// Plain data and types of the programme, without zod: the browser bundles may import these
// values at run time (the schemas of the package root stay out of their first load).
export * from './roles';
export * from './programme';
export * from './wallets';
export * from './webAddresses';
export * from './nominations';
export * from './fieldErrors';
export * from './judging';
export * from './applications';
export * from './payments';
