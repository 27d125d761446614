// The zod schemas are imported from '@glow/contract' by whoever validates (the API, form pages).
// The contract's plain data (roles, periods, categories, wallet kinds), without its schemas.
export * from '@glow/contract/domain';
export * from './storage';
export * from './routing';
export * from './session';
export * from './breadcrumbs';
export * from './baseQuery';
export * from './baseApi';
export * from './contractCall';
export * from './rootReducer';
export * from './reduxToolkit';
