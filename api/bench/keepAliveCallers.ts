// The load of `pnpm bench:spike`: many callers, each on its own keep-alive connection, each
// sending its next call as soon as the last one is answered, or, paced, when it is due. Written on
// plain sockets rather than node:http (benchHttp.ts): on a two-core machine shared with the API
// and PostgreSQL, one process driving 1,000 connections through node:http's client would take
// much of a core itself; here each call is a prepared request buffer and the answer is read no
// further than its status line, Content-Length and body bytes.
import net from 'node:net';
import { performance } from 'node:perf_hooks';
import { percentile, type Call } from './benchHttp';

export interface LoadResult {
  /** Calls sent and answered, whatever the answer. */
  calls: number;
  /** Calls answered with an unexpected status, or not answered (the connection closed). */
  errors: number;
  firstError?: string;
  seconds: number;
  /** Calls answered with an expected status, per second. */
  perSecond: number;
  /** Of every call, errors included. */
  p50: number;
  p99: number;
  /** The answers by status, e.g. { 200: 5400, 304: 12 }. */
  statuses: Record<number, number>;
}

interface Answer {
  status: number;
  body: string;
}

const HEADER_END = Buffer.from('\r\n\r\n');
const CONTENT_LENGTH = /\r\ncontent-length:\s*(\d+)/i;

function requestBytes(base: URL, call: Call): Buffer {
  const body = call.body === undefined ? null : Buffer.from(call.body);
  const headers = {
    host: base.host,
    connection: 'keep-alive',
    ...call.headers,
    ...(body ? { 'content-type': 'application/json', 'content-length': body.length } : {}),
  };
  const head = [
    `${call.method} ${call.path} HTTP/1.1`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
    '',
    '',
  ].join('\r\n');
  return body ? Buffer.concat([Buffer.from(head), body]) : Buffer.from(head);
}

/** One keep-alive connection, one call at a time. */
class Connection {
  private socket: net.Socket;
  private received: Buffer = Buffer.alloc(0);
  private waiting: { resolve(answer: Answer): void; reject(error: Error): void } | null = null;
  private closed: Error | null = null;

  private constructor(socket: net.Socket) {
    this.socket = socket;
    socket.setNoDelay(true);
    socket.on('data', (chunk: Buffer) => this.onData(chunk));
    const close = (error?: Error) => {
      this.closed = error ?? new Error('connection closed by the server');
      this.waiting?.reject(this.closed);
      this.waiting = null;
    };
    socket.on('error', close);
    socket.on('close', () => close());
  }

  static open(base: URL): Promise<Connection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect({ host: base.hostname, port: Number(base.port) }, () => {
        socket.off('error', reject);
        resolve(new Connection(socket));
      });
      socket.once('error', reject);
    });
  }

  get isOpen(): boolean {
    return this.closed === null;
  }

  send(request: Buffer): Promise<Answer> {
    if (this.closed) return Promise.reject(this.closed);
    return new Promise((resolve, reject) => {
      this.waiting = { resolve, reject };
      this.socket.write(request);
    });
  }

  private onData(chunk: Buffer) {
    this.received = this.received.length === 0 ? chunk : Buffer.concat([this.received, chunk]);
    const headerEnd = this.received.indexOf(HEADER_END);
    if (headerEnd < 0) return;
    const head = this.received.toString('latin1', 0, headerEnd);
    // "HTTP/1.1 200 OK": the status is always at 9–12. The API answers every body with a
    // Content-Length (none on a 304).
    const status = Number(head.slice(9, 12));
    const length = Number(CONTENT_LENGTH.exec(head)?.[1] ?? 0);
    const end = headerEnd + HEADER_END.length + length;
    if (this.received.length < end) return;
    const body =
      status >= 200 && status < 400
        ? ''
        : this.received.toString('utf8', headerEnd + HEADER_END.length, end);
    this.received = this.received.subarray(end);
    const waiting = this.waiting;
    this.waiting = null;
    waiting?.resolve({ status, body });
  }

  close() {
    this.socket.destroy();
  }
}

export interface Load {
  /** Where caller c sends its calls: bases[c % bases.length]. */
  bases: URL[];
  callers: number;
  seconds: number;
  /** Caller c's n-th call. */
  next(caller: number, n: number): Call;
  /** The statuses that count as answered; 200 unless given. */
  expected?: number[];
  /**
   * Paced: the callers together send this many calls a second, each due at a fixed time (caller c's
   * n-th at (n × callers + c) / perSecond), and a call's latency counts from when it was due, so a
   * slow answer that delays the next call counts that wait too. Unset: each caller sends its next
   * call as soon as the last is answered.
   */
  perSecond?: number;
}

const waitUntil = (moment: number) =>
  new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - performance.now())));

/** Opens every connection first (not timed), then runs the callers for `seconds`. */
export async function runLoad({
  bases,
  callers,
  seconds,
  next,
  expected = [200],
  perSecond,
}: Load): Promise<LoadResult> {
  const connections = await Promise.all(
    Array.from({ length: callers }, (_, caller) => Connection.open(bases[caller % bases.length]!)),
  );
  // A caller that repeats one call (a reader) sends the same bytes every time.
  const prepared = new WeakMap<Call, Map<string, Buffer>>();
  const bytesOf = (base: URL, call: Call) => {
    const byHost = prepared.get(call) ?? new Map<string, Buffer>();
    prepared.set(call, byHost);
    let bytes = byHost.get(base.host);
    if (!bytes) byHost.set(base.host, (bytes = requestBytes(base, call)));
    return bytes;
  };
  const latencies: number[] = [];
  const statuses: Record<number, number> = {};
  let errors = 0;
  let firstError: string | undefined;
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    connections.map(async (first, caller) => {
      const base = bases[caller % bases.length]!;
      let connection = first;
      for (let n = 0; performance.now() < deadline; n += 1) {
        const request = bytesOf(base, next(caller, n));
        const due = perSecond ? started + ((n * callers + caller) * 1000) / perSecond : null;
        if (due !== null) {
          if (due >= deadline) break;
          await waitUntil(due);
        }
        const sent = due ?? performance.now();
        try {
          if (!connection.isOpen) connection = await Connection.open(base);
          const { status, body } = await connection.send(request);
          statuses[status] = (statuses[status] ?? 0) + 1;
          if (!expected.includes(status)) throw new Error(`${status} ${body.slice(0, 200)}`);
        } catch (error) {
          errors += 1;
          firstError ??= error instanceof Error ? error.message : String(error);
        }
        latencies.push(performance.now() - sent);
      }
      connection.close();
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    calls: latencies.length,
    errors,
    ...(firstError ? { firstError } : {}),
    seconds: elapsed,
    perSecond: (latencies.length - errors) / elapsed,
    p50: percentile(sorted, 0.5),
    p99: percentile(sorted, 0.99),
    statuses,
  };
}
