// The zod schemas are imported from '@glow/shared-api/contract' by whoever validates (the API).
export * from './roles';
export * from './wallets';
export * from './programme';
export * from './storage';
export * from './routing';
export * from './session';
export * from './breadcrumbs';
export * from './baseQuery';
export * from './baseApi';
export * from './rootReducer';
export * from './reduxToolkit';
