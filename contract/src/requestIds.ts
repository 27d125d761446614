// The request id that follows one call through the web origin and the API: taken from the
// X-Request-Id header when it is a plain token (a balancer's or a tracer's id), else made anew by
// the side that received it, and written into every log line of the call on each side. A client
// choosing its own id can only name its own log lines; anything longer, or with spaces, quotes or
// control characters, is not taken, so no log line or header carries more than a short token of
// what a client wrote. '@glow/contract/requestIds' has no zod: the web origin uses it too.

export const REQUEST_ID_HEADER = 'x-request-id';
export const REQUEST_ID_MAX_LENGTH = 128;

const REQUEST_ID = new RegExp(`^[A-Za-z0-9._:=-]{1,${REQUEST_ID_MAX_LENGTH}}$`);

/** Whether a header's value may serve as the request id. */
export function isSaneRequestId(value: string | string[] | undefined): value is string {
  return typeof value === 'string' && REQUEST_ID.test(value);
}
