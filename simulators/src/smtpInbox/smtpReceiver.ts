// The SMTP side of the inbox: accepts every message from anyone to anyone and stores it.
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server';
import { boundPort, listen } from '../listen';
import type { MessageStore } from './messageStore';
import { readMail } from './readMail';
import type { SmtpBehaviour } from './smtpBehaviour';

export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024;

export interface SmtpReceiver {
  port: number;
  close(): Promise<void>;
}

interface SmtpReceiverOptions {
  host: string;
  port: number;
  store: MessageStore;
  behaviour: SmtpBehaviour;
}

export async function startSmtpReceiver({
  host,
  port,
  store,
  behaviour,
}: SmtpReceiverOptions): Promise<SmtpReceiver> {
  const server = new SMTPServer({
    authOptional: true,
    // Any user name and password are accepted (also without TLS), so an SMTP_URL with
    // credentials works against the inbox as well as one without.
    allowInsecureAuth: true,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    disabledCommands: ['STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    logger: false,
    // How long close() waits for clients still connected before it drops them.
    closeTimeout: 1000,
    // The greeting waits for this callback: a hanging inbox holds it.
    onConnect: (_session, callback) => behaviour.admit(callback),
    onData: (stream, session, callback) => {
      storeMessage(stream, session, store, behaviour).then(() => callback(), callback);
    },
  });

  await listen(server, port, host);
  server.on('error', (error) => console.error(`SMTP inbox: ${error.message}`));

  return {
    port: boundPort(server.server),
    close: () => {
      behaviour.releaseAll();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

async function storeMessage(
  stream: SMTPServerDataStream,
  session: SMTPServerSession,
  store: MessageStore,
  behaviour: SmtpBehaviour,
): Promise<void> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  if (stream.sizeExceeded) {
    throw Object.assign(new Error(`Message exceeds the limit of ${MAX_MESSAGE_BYTES} bytes`), {
      responseCode: 552,
    });
  }
  const mail = await readMail(Buffer.concat(chunks), session.envelope);
  await behaviour.beforeTaking();
  store.add(mail);
}
