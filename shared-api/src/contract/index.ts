// The API contract: schemas shared by the browser and the API server.
// Nothing here may import React or browser globals. The browser imports types only
// (`import type`), so zod stays out of its bundle.
export { ROLES, type Role, type User } from '../roles';
export * from './common';
export * from './users';
export * from './logs';
export * from './wallets';
export * from './voting';
export * from './endpoints';
export * from './remotesJson';
