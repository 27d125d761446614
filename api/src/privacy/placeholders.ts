// What an erased person's personal data is replaced with: neutral words that still read well
// where their name showed, and addresses no mail server accepts (`.invalid`, RFC 2606) that keep
// the unique indexes on emails and GitHub usernames holding.

export const ERASED_FIRST_NAME = 'Erased person';

/** The last name that, after ERASED_FIRST_NAME, names the person: "Erased person #12". */
export const erasedLastName = (userId: number) => `#${userId}`;

export const erasedName = (userId: number) => `${ERASED_FIRST_NAME} ${erasedLastName(userId)}`;

const ERASED_DOMAIN = '@erased.invalid';

export const erasedEmail = (userId: number) => `erased-${userId}${ERASED_DOMAIN}`;

/** Whether `email` is an erased person's placeholder (nothing is ever sent to it). */
export const isErasedEmail = (email: string) => email.toLowerCase().endsWith(ERASED_DOMAIN);

export const erasedGithubUsername = (userId: number) => `erased-${userId}`;

/** What a free text about or by the person becomes. */
export const ERASED_TEXT = "[erased at the person's request]";

/** What the address of an evidence link on a nomination of the person becomes (unique per link). */
export const erasedEvidenceUrl = (evidenceId: number) =>
  `https://erased.invalid/evidence/${evidenceId}`;
