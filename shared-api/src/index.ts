export * from './contract';
export * from './storage';
export * from './routing';
export * from './session';
export * from './breadcrumbs';
export * from './baseQuery';
export * from './baseApi';
export * from './rootReducer';
