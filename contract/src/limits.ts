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
export const COHORT_NAME_MAX_LENGTH = 60;
export const PROJECT_NAME_MAX_LENGTH = 100;
export const DESCRIPTION_MAX_LENGTH = 2000;
/** The largest grant amount per size, in whole XRP. */
export const GRANT_AMOUNT_MAX = 1_000_000;
export const VOTING_PERIOD_DAYS_MAX = 60;
/** X (Twitter) handles are at most 15 characters, without the @. */
export const X_HANDLE_MAX_LENGTH = 15;
/** How far ahead a cohort's start may be planned. */
export const COHORT_START_MAX_DAYS_AHEAD = 365;
/** How long after its start a cohort's applications may be due. */
export const APPLICATIONS_DUE_MAX_DAYS = 365;
/** An admin's reason to cancel a cohort. */
export const COHORT_CANCEL_REASON_MAX_LENGTH = 1000;
/** A co-nominator's note. */
export const NOTE_MAX_LENGTH = 500;
/** GitHub usernames are 1 to 39 characters. */
export const GITHUB_USERNAME_MAX_LENGTH = 39;
/** A message sent through the contact form: long enough to say something, short enough to read. */
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const CONTACT_MESSAGE_MAX_LENGTH = 5000;
/** A scout's note on one piece of evidence. */
export const EVIDENCE_NOTE_MAX_LENGTH = 280;
/** The evidence links one nomination may hold. */
export const EVIDENCE_PER_NOMINATION_MAX = 20;
