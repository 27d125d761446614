// The API's own short copies of the answers caches may keep (cacheHeaders.ts): for
// PUBLIC_ANSWER_COPY_MS, the anonymous callers of one URL of an endpoint with `sharedCache` get the
// body its last reading made, and those who ask while it is being read wait for that one reading
// and get its answer, a refusal or a failure included (only a 200 is kept).
// A spike of visitors on /vote then costs each instance one reading of the database per URL per
// moment, not one per visitor. Any write through this instance forgets every copy before its
// answer is sent, so a caller sees its own change, and the readings after it stay one at a time
// per URL, so a stream of votes cannot multiply them. Another instance's writes show within the
// moment, as a CDN shows them within s-maxage (api/docs/conventions.md#caching).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { performance } from 'node:perf_hooks';

/** A reading's answer, without the headers of its own request (its X-Request-Id). */
interface Answer {
  status: number;
  body: string;
  contentType: string;
  /** A 503's. */
  retryAfter: string | undefined;
}

interface Copy extends Answer {
  keptUntil: number;
  /** Of its URL and body. */
  bytes: number;
}

/** One request reading a URL; who asks for the URL meanwhile waits for its answer. */
interface Reading {
  url: string;
  /** The writes through this instance before it started. */
  writes: number;
  /** Its answer, or null when it had none to hand on (its body was not a string). */
  ended: Promise<Answer | null>;
  end(answer: Answer | null): void;
}

/** At most this many URLs are kept; the oldest copy goes first. */
const MAX_COPIES = 1_000;
/** And at most this many bytes of URLs and bodies (a URL may be as long as 16 KiB of headers). */
const MAX_BYTES = 32 * 1024 * 1024;

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export function installPublicAnswerCopies(app: FastifyInstance, copyMs: number): void {
  if (copyMs === 0) return;
  const copies = new Map<string, Copy>();
  let bytes = 0;
  /** At most one reading per URL under way. */
  const readings = new Map<string, Reading>();
  const readingOf = new WeakMap<FastifyRequest, Reading>();
  /** Writes through this instance so far. */
  let writes = 0;

  const forget = (url: string) => {
    const copy = copies.get(url);
    if (!copy) return;
    copies.delete(url);
    bytes -= copy.bytes;
  };
  const keep = (url: string, answer: Answer) => {
    forget(url);
    const copy = {
      ...answer,
      keptUntil: performance.now() + copyMs,
      bytes: Buffer.byteLength(url) + Buffer.byteLength(answer.body),
    };
    copies.set(url, copy);
    bytes += copy.bytes;
    for (const oldest of copies.keys()) {
      if (copies.size <= MAX_COPIES && bytes <= MAX_BYTES) break;
      forget(oldest);
    }
  };
  const freshCopy = (url: string) => {
    const copy = copies.get(url);
    if (copy && copy.keptUntil > performance.now()) return copy;
    forget(url);
    return undefined;
  };
  const startReading = (request: FastifyRequest, url: string) => {
    let settle!: (answer: Answer | null) => void;
    const reading: Reading = {
      url,
      writes,
      ended: new Promise((resolve) => (settle = resolve)),
      end: (answer) => {
        if (readings.get(url) === reading) readings.delete(url);
        readingOf.delete(request);
        // Kept only if no write came while it read.
        if (answer?.status === 200 && reading.writes === writes) keep(url, answer);
        settle(answer);
      },
    };
    readings.set(url, reading);
    readingOf.set(request, reading);
  };

  const isCopyable = (request: FastifyRequest) =>
    request.method === 'GET' &&
    request.routeOptions.config.sharedCache !== undefined &&
    request.headers.authorization === undefined;

  const answerOf = (reply: FastifyReply, body: string): Answer => ({
    status: reply.statusCode,
    body,
    contentType: String(reply.getHeader('content-type')),
    retryAfter: reply.getHeader('retry-after')?.toString(),
  });
  const answerWith = (reply: FastifyReply, answer: Answer) => {
    if (answer.retryAfter !== undefined) reply.header('retry-after', answer.retryAfter);
    // cacheHeaders.ts's onSend adds the ETag and answers 304 to a matching If-None-Match.
    return reply.code(answer.status).header('content-type', answer.contentType).send(answer.body);
  };

  app.addHook('onRequest', async (request, reply) => {
    if (!isCopyable(request)) return;
    const url = request.url;
    const writesSeen = writes;
    for (;;) {
      const fresh = freshCopy(url);
      if (fresh) return answerWith(reply, fresh);
      const underWay = readings.get(url);
      if (!underWay) break;
      const answer = await underWay.ended;
      // A reading that started after every write this caller could know of answers it. One that
      // started before is followed by one more (the first waiter back starts it, the others wait
      // for it): however often writes come, one request at a time reads a URL, and each caller
      // waits for two readings at most. A failure is handed on too: those who asked while the
      // database failed one reading would otherwise all read it at once.
      if (underWay.writes >= writesSeen) {
        if (answer) return answerWith(reply, answer);
        // It had none to hand on: each of its waiters reads on its own.
        break;
      }
    }
    startReading(request, url);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (WRITE_METHODS.has(request.method) && (reply.statusCode < 400 || reply.statusCode >= 500)) {
      writes += 1;
      copies.clear();
      bytes = 0;
      return payload;
    }
    const reading = readingOf.get(request);
    if (!reading) return payload;
    reading.end(typeof payload === 'string' ? answerOf(reply, payload) : null);
    return payload;
  });

  // Not on onRequestAbort: a reading whose caller went away still runs its handler and onSend,
  // and its waiters take that answer rather than each reading at once. This one is for an answer
  // that never passed onSend (a hijacked reply), so its waiters do not wait for ever.
  app.addHook('onResponse', async (request) => readingOf.get(request)?.end(null));
}
