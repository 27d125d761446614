// The bounds of what people type, as plain numbers: the contract's schemas check them, and the
// browser's forms show them (a hint, an input's maxLength). '@glow/contract/limits' has no zod;
// it is not part of './domain', which shared-api re-exports into the shell's first load.
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;
export const EMAIL_MAX_LENGTH = 254;
export const NAME_MAX_LENGTH = 100;
export const SEARCH_MAX_LENGTH = 100;
/** Record ids are PostgreSQL `integer` columns (`serial`): 1 to 2147483647. */
export const ID_MAX = 2_147_483_647;
/** The longest web address a field accepts. */
export const URL_MAX_LENGTH = 2000;
