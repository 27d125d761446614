// Starting a server on a host and port, and finding out which port it got (port 0 picks a free one).
import type { Server } from 'node:net';

interface Listenable {
  listen(port: number, host: string, onListening: () => void): unknown;
  once(event: 'error', listener: (error: Error) => void): unknown;
  off(event: 'error', listener: (error: Error) => void): unknown;
}

/** Resolves once the server listens; rejects if it cannot (port taken, host unknown). */
export function listen(server: Listenable, port: number, host: string): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
}

export function boundPort(server: Server): number {
  const address = server.address();
  if (address === null || typeof address === 'string') {
    throw new Error('The server is not listening on a TCP port');
  }
  return address.port;
}
