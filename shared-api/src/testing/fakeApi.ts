// A stand-in for the API at the network boundary, for the Jest suites of the shell and the
// remotes. Not part of any bundle: only test files import '@glow/shared-api/testing'.

/** What the fake API answers: a status (200 unless given) and a JSON body (none if absent). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}

/** A call the fake API received. */
export interface ReceivedCall {
  method: string;
  /** Without the query string, e.g. `/api/users`. */
  path: string;
  query: Record<string, string>;
  /** The parsed JSON body, or undefined when none was sent. */
  body: unknown;
  /** The bearer token sent, or null. */
  token: string | null;
}

export type FakeRoute = FakeAnswer | ((call: ReceivedCall) => FakeAnswer | Promise<FakeAnswer>);

/** jsdom has no Response; the base query reads only ok, status and text(). */
export function fakeResponse(status: number, body?: unknown): Response {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

function receivedCall(input: RequestInfo | URL, init: RequestInit = {}): ReceivedCall {
  const url = new URL(String(input), 'http://localhost');
  const headers = (init.headers ?? {}) as Record<string, string>;
  const bearer = headers.Authorization?.match(/^Bearer (.+)$/);
  return {
    method: init.method ?? 'GET',
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
    token: bearer?.[1] ?? null,
  };
}

/**
 * Replaces `fetch` with a fake API answering from a table keyed `METHOD /path` (no query
 * string), and returns the list of the calls it receives, in order. A call missing from the
 * table gets a 404 like the real API's.
 */
export function installFakeApi(routes: Record<string, FakeRoute>): ReceivedCall[] {
  const calls: ReceivedCall[] = [];
  globalThis.fetch = async (input, init) => {
    const call = receivedCall(input, init);
    calls.push(call);
    const route = routes[`${call.method} ${call.path}`];
    const answer = typeof route === 'function' ? await route(call) : route;
    if (!answer) return fakeResponse(404, { message: `Not found: ${call.method} ${call.path}` });
    return fakeResponse(answer.status ?? 200, answer.body);
  };
  return calls;
}
