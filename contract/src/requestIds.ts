// The request id that follows one call through the web origin and the API: the web origin makes
// one for every request and passes it in X-Request-Id; the API takes it from a proxy it trusts
// (TRUST_PROXY) when it is a plain token, and makes its own otherwise. Each side writes it into
// every log line of the call. Anything longer, or with spaces, quotes or control characters, is
// not taken, so no log line or header carries more than a short token.
// '@glow/contract/requestIds' has no zod: the web origin uses it too.

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_MAX_LENGTH = 128;

const REQUEST_ID = new RegExp(`^[A-Za-z0-9._:=-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/** Whether a header's value may serve as the request id. */
export function isSaneRequestId(value: string | string[] | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}
