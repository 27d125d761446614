// GitHub's primary rate limit (requests per hour, per client without a token and per token with
// one) and the answers a limited caller gets, plus the controls that make it answer rate-limited
// at once: primary (403, remaining 0 until the reset) or secondary (429 with retry-after).
import type { GitHubErrorBody } from './githubErrors';

/** Who is counted: 'anonymous' or the token sent. */
export type Caller = { kind: 'anonymous' } | { kind: 'token'; token: string };

export interface RateLimitOptions {
  anonymousLimit: number;
  tokenLimit: number;
  /** The window each count lasts; GitHub's is one hour. */
  windowMs?: number;
  now?: () => number;
}

export type ForcedLimit =
  | { mode: 'off' }
  | { mode: 'primary'; resetInSeconds: number }
  | { mode: 'secondary'; retryAfterSeconds: number };

export interface Budget {
  limit: number;
  remaining: number;
  used: number;
  /** Epoch seconds. */
  reset: number;
}

/** What one counted request gets: the headers, and a refusal when it is over the limit. */
export interface Admission {
  headers: Record<string, string>;
  refusal?: { status: 403 | 429; body: GitHubErrorBody; headers: Record<string, string> };
}

export interface RateLimiter {
  /** Counts a request of the caller (unless refused) and answers how it is admitted. */
  admit(caller: Caller, clientAddress: string): Admission;
  /** The caller's budget, without counting (GET /rate_limit). */
  budget(caller: Caller): Budget;
  force(limit: ForcedLimit): void;
  reset(): void;
}

const RATE_LIMIT_DOCS =
  'https://docs.github.com/rest/overview/resources-in-the-rest-api#rate-limiting';
const SECONDARY_DOCS =
  'https://docs.github.com/rest/overview/rate-limits-for-the-rest-api#about-secondary-rate-limits';

interface Window {
  used: number;
  resetAt: number;
}

export function createRateLimiter({
  anonymousLimit,
  tokenLimit,
  windowMs = 60 * 60 * 1000,
  now = Date.now,
}: RateLimitOptions): RateLimiter {
  let windows = new Map<string, Window>();
  let exhaustedUntil: number | null = null;
  let secondaryUntil: number | null = null;

  const keyOf = (caller: Caller) =>
    caller.kind === 'anonymous' ? 'anonymous' : `token ${caller.token}`;
  const limitOf = (caller: Caller) => (caller.kind === 'anonymous' ? anonymousLimit : tokenLimit);

  function windowOf(caller: Caller): Window {
    const current = windows.get(keyOf(caller));
    if (current && current.resetAt > now()) return current;
    const fresh = { used: 0, resetAt: now() + windowMs };
    windows.set(keyOf(caller), fresh);
    return fresh;
  }

  function budget(caller: Caller): Budget {
    const limit = limitOf(caller);
    const window = windowOf(caller);
    if (exhaustedUntil !== null && exhaustedUntil <= now()) exhaustedUntil = null;
    const resetAt = exhaustedUntil ?? window.resetAt;
    return {
      limit,
      remaining: exhaustedUntil === null ? Math.max(limit - window.used, 0) : 0,
      used: exhaustedUntil === null ? window.used : limit,
      reset: Math.ceil(resetAt / 1000),
    };
  }

  function headersOf(current: Budget): Record<string, string> {
    return {
      'x-ratelimit-limit': String(current.limit),
      'x-ratelimit-remaining': String(current.remaining),
      'x-ratelimit-reset': String(current.reset),
      'x-ratelimit-used': String(current.used),
      'x-ratelimit-resource': 'core',
    };
  }

  function admit(caller: Caller, clientAddress: string): Admission {
    if (secondaryUntil !== null && secondaryUntil > now()) {
      const retryAfter = Math.ceil((secondaryUntil - now()) / 1000);
      return {
        headers: headersOf(budget(caller)),
        refusal: {
          status: 429,
          body: {
            message:
              'You have exceeded a secondary rate limit. Please wait a few minutes before you try again.',
            documentation_url: SECONDARY_DOCS,
          },
          headers: { 'retry-after': String(retryAfter) },
        },
      };
    }
    secondaryUntil = null;
    const before = budget(caller);
    if (before.remaining === 0) {
      const who = caller.kind === 'anonymous' ? clientAddress : 'user ID 1';
      const goodNews =
        caller.kind === 'anonymous'
          ? " (But here's the good news: Authenticated requests get a higher rate limit. Check out the documentation for more details.)"
          : '';
      return {
        headers: headersOf(before),
        refusal: {
          status: 403,
          body: {
            message: `API rate limit exceeded for ${who}.${goodNews}`,
            documentation_url: RATE_LIMIT_DOCS,
          },
          headers: {},
        },
      };
    }
    windowOf(caller).used += 1;
    return { headers: headersOf(budget(caller)) };
  }

  return {
    admit,
    budget,
    force(limit) {
      exhaustedUntil = limit.mode === 'primary' ? now() + limit.resetInSeconds * 1000 : null;
      secondaryUntil = limit.mode === 'secondary' ? now() + limit.retryAfterSeconds * 1000 : null;
    },
    reset() {
      windows = new Map();
      exhaustedUntil = null;
      secondaryUntil = null;
    },
  };
}
