// The SMTP inbox simulator, started for one test file, ways to read what it received, and its
// control: a mail server that hangs or is slow.
import {
  startSmtpInbox,
  type InboxMessage,
  type SmtpBehaviourSettings,
  type SmtpBehaviourState,
} from '../../../simulators/src/smtpInbox';

const HOST = '127.0.0.1';
/**
 * How long a test waits for an email by default: the outbox sends within a second on a quiet
 * machine, and a wait ends as soon as the message is there, so a loaded machine may take longer.
 */
const MESSAGE_WAIT_MS = 10_000;

export interface TestInbox {
  smtpUrl: string;
  /** Messages to `email`, newest first. */
  messagesTo(email: string): Promise<InboxMessage[]>;
  /** Waits (up to `timeoutMs`) until there are at least `count` messages to `email`; answers the newest. */
  waitForMessage(email: string, count?: number, timeoutMs?: number): Promise<InboxMessage>;
  /** Makes the SMTP side hang (accept, never greet) or take each message after a delay. */
  setBehaviour(settings: Partial<SmtpBehaviourSettings>): Promise<SmtpBehaviourState>;
  /** The settings, and how many connections or messages it holds back right now. */
  behaviour(): Promise<SmtpBehaviourState>;
  close(): Promise<void>;
}

export async function startTestInbox(): Promise<TestInbox> {
  const inbox = await startSmtpInbox({ host: HOST, smtpPort: 0, httpPort: 0 });

  async function messagesTo(email: string): Promise<InboxMessage[]> {
    const url = new URL(`http://${HOST}:${inbox.httpPort}/messages`);
    url.searchParams.set('to', email);
    const response = await fetch(url);
    if (!response.ok) throw new Error(`The inbox answered ${response.status}`);
    return (await response.json()) as InboxMessage[];
  }

  async function control(settings?: Partial<SmtpBehaviourSettings>) {
    const response = await fetch(`http://${HOST}:${inbox.httpPort}/__simulator/smtp`, {
      method: settings ? 'PUT' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: settings ? JSON.stringify(settings) : undefined,
    });
    if (!response.ok) throw new Error(`The inbox's control answered ${response.status}`);
    return (await response.json()) as SmtpBehaviourState;
  }

  return {
    smtpUrl: `smtp://${HOST}:${inbox.smtpPort}`,
    messagesTo,
    setBehaviour: (settings) => control(settings),
    behaviour: () => control(),
    async waitForMessage(email, count = 1, timeoutMs = MESSAGE_WAIT_MS) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const messages = await messagesTo(email);
        if (messages.length >= count && messages[0]) return messages[0];
        if (Date.now() > deadline)
          throw new Error(`No message number ${count} to ${email} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 25));
      }
    },
    close: inbox.close,
  };
}

export interface PasswordLink {
  url: URL;
  token: string;
}

/** The setPassword link of an invitation or reset email. */
export function passwordLinkIn(message: InboxMessage): PasswordLink {
  const match = message.text.match(/https?:\/\/\S+\/profile\/setPassword\?\S+/);
  if (!match) throw new Error(`No setPassword link in: ${message.text}`);
  const url = new URL(match[0]);
  const token = url.searchParams.get('token');
  if (!token) throw new Error(`No token in ${match[0]}`);
  return { url, token };
}
