// The SMTP inbox: an SMTP server that keeps every message and an HTTP server that shows them
// (and lets tests make the SMTP side hang or slow down).
import { startInboxHttpServer, type InboxHttpServer } from './inboxHttpServer';
import { createMessageStore } from './messageStore';
import { createSmtpBehaviour } from './smtpBehaviour';
import { startSmtpReceiver } from './smtpReceiver';

export interface SmtpInboxOptions {
  host?: string;
  /** 0 picks a free port; the inbox reports the one it got. */
  smtpPort: number;
  /** 0 picks a free port; the inbox reports the one it got. */
  httpPort: number;
}

export interface SmtpInbox {
  smtpPort: number;
  httpPort: number;
  close(): Promise<void>;
}

export async function startSmtpInbox({
  host = '127.0.0.1',
  smtpPort,
  httpPort,
}: SmtpInboxOptions): Promise<SmtpInbox> {
  const store = createMessageStore();
  const behaviour = createSmtpBehaviour();
  const smtpReceiver = await startSmtpReceiver({ host, port: smtpPort, store, behaviour });
  let httpServer: InboxHttpServer;
  try {
    httpServer = await startInboxHttpServer({ host, port: httpPort, store, behaviour });
  } catch (error) {
    await smtpReceiver.close();
    throw error;
  }

  return {
    smtpPort: smtpReceiver.port,
    httpPort: httpServer.port,
    close: async () => {
      await Promise.all([smtpReceiver.close(), httpServer.close()]);
    },
  };
}
