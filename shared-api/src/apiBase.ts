/**
 * Where the API answers: the contract's paths start with it, and the base query puts it before
 * the paths it is given, and a download outside the base query (remote-admin's CSV exports).
 */
export const API_BASE = '/api';
