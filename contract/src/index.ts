// The API contract: the zod schemas of every call, the endpoint table and the types both sides
// share. Nothing here imports React, Redux or browser globals. The API validates with these
// schemas; browser code imports their types, and the plain data of './domain' and './limits'.
export * from './domain';
export * from './domain/payments';
export * from './limits';
export * from './common';
export * from './users';
export * from './logs';
export * from './wallets';
export * from './cohorts';
export * from './projects';
export * from './voting';
export * from './contributors';
export * from './nominations';
export * from './judging';
export * from './applications';
export * from './payments';
export * from './reporting';
export * from './results';
export * from './kyc';
export * from './documents';
export * from './endpoints';
export * from './endpointTypes';
export * from './remotesJson';
