// What the shell and the remotes use of shared-api. A federated singleton carries every name it
// exports into the shell's first load, so what only shared-api uses (the slices and their
// actions, the base query's factory, the messages it reacts to) is not exported here.
// The zod schemas are imported from '@glow/contract' by whoever validates (the API, form pages).
// The contract's plain data (roles, periods, categories, wallet kinds), without its schemas.
export * from '@glow/contract/domain';
export { browserStorage, STORAGE_KEYS } from './storage';
export * from './routing';
export {
  createSessionPersistence,
  selectToken,
  selectUser,
  signedIn,
  signedOut,
  tokenReceived,
  tokenReplaced,
  readStoredSession,
  storedSessionRead,
  userVerified,
  type SessionState,
} from './session';
export {
  selectBreadcrumb,
  useBreadcrumb,
  type Breadcrumb,
  type BreadcrumbStep,
  type BreadcrumbsState,
} from './breadcrumbs';
export {
  DEFAULT_ERROR_MESSAGE,
  errorMessageOf,
  failedAnswer,
  fillPath,
  isGlowApiError,
  MissingPathParamError,
  readBody,
  requestHeaders,
  setLoginRequiredHandler,
  setWalletRequiredHandler,
  toQueryString,
  type GlowApiError,
  type GlowRequest,
} from './baseQuery';
export { API_BASE } from './apiBase';
export * from './baseApi';
export * from './contractCall';
export * from './rootReducer';
export * from './reduxToolkit';
