// The HTTP side of the inbox: serves the stored messages on a port of its own.
import { createStandInServer, listenOn } from '../standInServer';
import { inboxRoutes } from './inboxRoutes';
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
  const app = createStandInServer('SMTP inbox');
  await app.register(inboxRoutes, { store, behaviour });
  return {
    port: await listenOn(app, 'SMTP inbox (HTTP)', port, host),
    close: async () => {
      await app.close();
    },
  };
}
