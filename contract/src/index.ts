// The API contract: the zod schemas of every call, the endpoint table and the types both sides
// share. Nothing here imports React, Redux or browser globals. The API validates with these
// schemas; browser code imports their types, and the plain data of './domain' and './limits'.
// Each area's folder holds its schemas and its part of the endpoint table.
export * from './domain';
export * from './domain/payments';
export * from './limits';
export * from './common';
export * from './system/schemas';
export * from './users/schemas';
export * from './wallets/schemas';
export * from './programme/schemas';
export * from './projects/schemas';
export * from './voting/schemas';
export * from './contributors/schemas';
export * from './nominations/schemas';
export * from './judging/schemas';
export * from './applications/schemas';
export * from './applications/kyc';
export * from './payments/schemas';
export * from './reporting/schemas';
export * from './results/schemas';
export * from './documents';
export type { Endpoint, EndpointAccess, ErrorStatus } from './endpoint';
export * from './endpoints';
export * from './endpointTypes';
export * from './remotesJson';
