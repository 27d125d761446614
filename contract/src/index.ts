// The API contract: the zod schemas of every call, the endpoint table and the types both sides
// share. Nothing here imports React, Redux or browser globals. The API validates with these
// schemas; browser code imports their types, and the plain data of './domain' and './limits'.
// Each area's folder holds its schemas and its part of the endpoint table (<AREA>_ENDPOINTS).
export * from './domain';
export * from './domain/payments';
export * from './domain/help';
export * from './domain/evidence';
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
export * from './nominations/nominationPageSchemas';
export * from './applications/schemas';
export * from './applications/kyc';
export * from './payments/schemas';
export * from './privacy/schemas';
export * from './reporting/schemas';
export * from './results/schemas';
export * from './help/schemas';
export * from './documents';
export type { Endpoint, EndpointAccess, ErrorStatus } from './endpoint';
export * from './endpoints';
export * from './system/endpoints';
export * from './users/endpoints';
export * from './wallets/endpoints';
export * from './programme/endpoints';
export * from './voting/endpoints';
export * from './contributors/endpoints';
export * from './nominations/endpoints';
export * from './projects/endpoints';
export * from './judging/endpoints';
export * from './applications/endpoints';
export * from './payments/endpoints';
export * from './privacy/endpoints';
export * from './reporting/endpoints';
export * from './results/endpoints';
export * from './help/endpoints';
export * from './endpointTypes';
export * from './remotesJson';
