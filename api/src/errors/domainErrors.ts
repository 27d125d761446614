// What went wrong, said in the programme's terms: the areas throw these, and the HTTP edge
// (http/errorHandling.ts) answers each kind with its status and the message as it is. The message
// is what the caller reads (MESSAGES holds the fixed ones).

/** The kinds of failure a caller can meet; each is answered with one status. */
export const FAILURE_KINDS = [
  /** The input breaks a rule the contract's schemas cannot check (the message names it). */
  'invalid',
  /** No session, or a credential or signature that is not accepted. */
  'unauthenticated',
  /** The caller may not do this. */
  'forbidden',
  'notFound',
  /** The current state does not allow it (a period, a status, a duplicate). */
  'conflict',
  /** Too many attempts in a window: try again later. */
  'rateLimited',
  /** An outside service (XRPL node, Xaman, GitHub, KYC provider) is unreachable or refused. */
  'outsideServiceFailed',
  /** Not possible right now (GitHub's rate limit): try again after the wait. */
  'unavailable',
] as const;
export type FailureKind = (typeof FAILURE_KINDS)[number];

/** A failure the caller is told about: `{ message }`, with `details` as more fields of the body. */
export class DomainError extends Error {
  constructor(
    readonly kind: FailureKind,
    message: string,
    /** More fields of the answer's body, as the endpoint's `errors` schema in the contract says. */
    readonly details: Record<string, unknown> = {},
    /** How long to wait before trying again, when the wait is known (an outside rate limit). */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * An outside service refused Glow's own configuration (a wrong API key): the caller gets
 * `message`; the operators, who must fix it, get `operatorMessage` in the log at error level. The
 * operator's message names the cause and what to check, never a secret.
 */
export class MisconfigurationError extends DomainError {
  constructor(
    message: string,
    readonly operatorMessage: string,
  ) {
    super('outsideServiceFailed', message);
  }
}

/** A failure of `kind`: `invalid(MESSAGES.x)` reads "the input is invalid, saying x". */
function failureOf(kind: FailureKind) {
  return (message: string, details?: Record<string, unknown>, retryAfterSeconds?: number) =>
    new DomainError(kind, message, details, retryAfterSeconds);
}

export const invalid = failureOf('invalid');
export const unauthenticated = failureOf('unauthenticated');
export const forbidden = failureOf('forbidden');
export const notFound = failureOf('notFound');
export const conflict = failureOf('conflict');
export const rateLimited = failureOf('rateLimited');
export const outsideServiceFailed = failureOf('outsideServiceFailed');
export const unavailable = failureOf('unavailable');
