// For tests of our servers: requests written byte for byte on a TCP socket. HTTP clients (fetch,
// undici) refuse to send the malformed requests these tests need, or repair them first.
import { connect } from 'node:net';

export interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  /** The body (de-chunked, not decompressed). */
  body: string;
}

/** `GET /path HTTP/1.1` with Host and `Connection: close`, plus the given header lines. */
export function rawGet(path: string, headerLines: string[] = [], method = 'GET'): string {
  return [`${method} ${path} HTTP/1.1`, 'Host: localhost', 'Connection: close', ...headerLines]
    .map((line) => `${line}\r\n`)
    .join('')
    .concat('\r\n');
}

/**
 * Sends the request and reads until the server closes the connection. Resolves with null when
 * nothing came back (the connection was dropped or the time ran out).
 */
export function rawRequest(
  port: number,
  request: string,
  timeoutMs = 5000,
): Promise<RawAnswer | null> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(parse(Buffer.concat(chunks).toString('latin1')));
    };
    const timer = setTimeout(finish, timeoutMs);
    socket.on('connect', () => socket.write(request, 'latin1'));
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('end', finish);
    socket.on('error', finish);
  });
}

function parse(text: string): RawAnswer | null {
  const match = /^HTTP\/1\.[01] (\d{3})[^\r\n]*\r\n([\s\S]*?)\r\n\r\n([\s\S]*)$/.exec(text);
  if (!match) return null;
  const headers: Record<string, string> = {};
  for (const line of match[2]!.split('\r\n')) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const body = headers['transfer-encoding'] === 'chunked' ? unchunked(match[3]!) : match[3]!;
  return { status: Number(match[1]), headers, body };
}

/** The body of a chunked answer: each chunk is its size in hex, CRLF, the data, CRLF. */
function unchunked(text: string): string {
  let body = '';
  let at = 0;
  for (;;) {
    const end = text.indexOf('\r\n', at);
    const size = end === -1 ? 0 : parseInt(text.slice(at, end), 16);
    if (!size) return body;
    body += text.slice(end + 2, end + 2 + size);
    at = end + 2 + size + 2;
  }
}
