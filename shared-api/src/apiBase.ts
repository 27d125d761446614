/**
 * Where the API answers: the contract's paths start with it, and the base query puts it before
 * the paths it is given. Not exported by the package: its only users are in shared-api.
 */
export const API_BASE = '/api';
