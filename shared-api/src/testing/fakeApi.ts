// A stand-in for the API at the network boundary, for the Jest suites of the shell and the
// remotes, on Mock Service Worker. Every answer is checked against the contract, so a fake cannot
// drift from the API. Not part of any bundle: only test files import '@glow/shared-api/testing'.
// lendBroadcastChannel must come before msw.
import { returnBroadcastChannel } from './lendBroadcastChannel';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { contractProblemOf, contractRouteOf, routeMatches } from './contractCheck';

returnBroadcastChannel();

/**
 * What the fake API answers: a status (200 unless given) and a JSON body (none if absent); or,
 * for a CSV endpoint's success (`produces: 'csv'`), its `text`; either with any extra `headers`
 * (a download's `Content-Disposition`).
 */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
  text?: string;
  headers?: Record<string, string>;
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

/**
 * Routes keyed `METHOD /api/path` (no query string; `{name}` stands for one path segment), or
 * `GET /remotes.json`, a file of the contract.
 */
export type FakeRoutes = Record<string, FakeRoute>;

async function receivedCall(request: Request): Promise<ReceivedCall> {
  const url = new URL(request.url);
  const text = await request.text();
  const bearer = request.headers.get('Authorization')?.match(/^Bearer (.+)$/);
  return {
    method: request.method,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    body: text ? (JSON.parse(text) as unknown) : undefined,
    token: bearer?.[1] ?? null,
  };
}

let installed: { routes: FakeRoutes; calls: ReceivedCall[] } = { routes: {}, calls: [] };
/** Answers that broke the contract in the current test; they fail it when it ends. */
const contractProblems: string[] = [];

/** An answer that breaks the contract fails the test and reaches the page as a 500. */
function contractFailure(problem: string) {
  contractProblems.push(problem);
  return HttpResponse.json({ message: problem }, { status: 500 });
}

async function answer(request: Request) {
  const call = await receivedCall(request);
  installed.calls.push(call);
  const key = Object.keys(installed.routes).find((route) => routeMatches(route, call));
  if (!key) {
    return HttpResponse.json(
      { message: `Not found: ${call.method} ${call.path}` },
      { status: 404 },
    );
  }
  const route = installed.routes[key]!;
  let fakeAnswer: FakeAnswer;
  try {
    fakeAnswer = typeof route === 'function' ? await route(call) : route;
  } catch {
    return HttpResponse.error(); // no answer: fetch rejects, as when offline
  }
  const { status = 200, body, text, headers } = fakeAnswer;
  const problem = contractProblemOf(key, status, text === undefined ? { body } : { text });
  if (problem) return contractFailure(problem);
  if (text !== undefined) {
    return new HttpResponse(text, {
      status,
      headers: { 'Content-Type': 'text/csv; charset=utf-8', ...headers },
    });
  }
  return body === undefined
    ? new HttpResponse(null, { status })
    : HttpResponse.json(body, { status, headers });
}

const server = setupServer(http.all('*', ({ request }) => answer(request)));
let interceptedFetch: typeof fetch | undefined;

/**
 * Throws the answers that broke the contract since it last ran, if any: run after every test, so
 * that such a test fails. Not exported by '@glow/shared-api/testing' (the fake's own tests call it).
 */
export function failOnContractProblems(): void {
  const problems = contractProblems.splice(0);
  if (problems.length) throw new Error(problems.join('\n'));
}

afterEach(failOnContractProblems);
afterAll(() => server.close());

/**
 * Answers every `fetch` from a table keyed `METHOD /api/path` (no query string), and returns the
 * list of the calls it receives, in order. A call missing from the table gets a 404 like the real
 * API's; a route function that throws is a network failure (fetch rejects). Each key must be an
 * endpoint of the contract or one of its files (`GET /remotes.json`), and each answer valid for
 * it: a success body for its schema (with its success status), an error body `{ message }` or
 * none; a CSV endpoint's success is `text`, and only a CSV endpoint answers text. The table is read on every call: a test may replace a route after installing it. A test
 * of a body the contract refuses (a malformed remotes.json) replaces `fetch` itself; the next
 * installFakeApi puts the fake back.
 */
export function installFakeApi(routes: FakeRoutes): ReceivedCall[] {
  for (const route of Object.keys(routes)) contractRouteOf(route);
  if (!interceptedFetch) {
    server.listen({ onUnhandledRequest: 'error' });
    interceptedFetch = globalThis.fetch;
  }
  // Puts msw's fetch back if an earlier test replaced it (to be offline).
  globalThis.fetch = interceptedFetch;
  installed = { routes, calls: [] };
  return installed.calls;
}
