// What the benchmarks share: one HTTP call over a keep-alive agent, and percentiles of timings.
import http from 'node:http';

export interface Call {
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface Answer {
  status: number;
  body: string;
}

/** Sends `call` to `base` over `agent` (keep-alive: the connection is reused, not timed again). */
export function send(agent: http.Agent, base: URL, call: Call): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method: call.method,
        path: call.path,
        headers: {
          ...call.headers,
          ...(call.body === undefined
            ? {}
            : {
                'content-type': 'application/json',
                'content-length': Buffer.byteLength(call.body),
              }),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(call.body);
  });
}

/** The value below which `fraction` of the (ascending) `sorted` timings lie. */
export function percentile(sorted: Float64Array, fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? NaN;
}
