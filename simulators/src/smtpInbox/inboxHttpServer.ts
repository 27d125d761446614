// The HTTP side of the inbox: serves the stored messages on a port of its own.
import { createServer } from 'node:http';
import { boundPort, listen } from '../listen';
import { createRequestHandler } from '../requestHandler';
import { createInboxRoute } from './inboxRoutes';
import type { MessageStore } from './messageStore';
import type { SmtpBehaviour } from './smtpBehaviour';

export interface InboxHttpServer {
  port: number;
  close(): Promise<void>;
}

interface InboxHttpServerOptions {
  host: string;
  port: number;
  store: MessageStore;
  behaviour: SmtpBehaviour;
}

export async function startInboxHttpServer({
  host,
  port,
  store,
  behaviour,
}: InboxHttpServerOptions): Promise<InboxHttpServer> {
  const server = createServer(
    createRequestHandler('SMTP inbox', [createInboxRoute(store, behaviour)]),
  );
  await listen(server, port, host);
  server.on('error', (error) => console.error(`SMTP inbox (HTTP): ${error.message}`));

  return {
    port: boundPort(server),
    close: () =>
      new Promise((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Browsers and fetch keep connections alive; without this close() would wait for them.
        server.closeAllConnections();
      }),
  };
}
