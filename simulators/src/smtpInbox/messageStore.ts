// The messages the inbox has received, kept in memory until cleared.

export interface InboxMessage {
  id: number;
  /** When the inbox received the message, ISO 8601. */
  receivedAt: string;
  /** The sender's address. */
  from: string;
  /** Every recipient of the SMTP envelope (RCPT TO), so Cc and Bcc recipients too. */
  to: string[];
  /** The Reply-To header's addresses: where a reader's reply goes; empty without one. */
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
}

export type ReceivedMail = Omit<InboxMessage, 'id' | 'receivedAt'>;

export interface MessageFilter {
  /** Only messages to this address (case-insensitive). */
  to?: string;
}

export interface MessageStore {
  add(mail: ReceivedMail): InboxMessage;
  /** Newest first. */
  list(filter?: MessageFilter): InboxMessage[];
  find(id: number): InboxMessage | undefined;
  clear(): void;
}

export function createMessageStore(now: () => Date = () => new Date()): MessageStore {
  let messages: InboxMessage[] = [];
  // Ids keep counting after a clear, so an old id never names a newer message.
  let lastId = 0;

  return {
    add(mail) {
      lastId += 1;
      const message: InboxMessage = { id: lastId, receivedAt: now().toISOString(), ...mail };
      messages.push(message);
      return message;
    },
    list({ to } = {}) {
      const recipient = to?.toLowerCase();
      const matching =
        recipient === undefined
          ? messages
          : messages.filter((message) =>
              message.to.some((address) => address.toLowerCase() === recipient),
            );
      return [...matching].reverse();
    },
    find(id) {
      return messages.find((message) => message.id === id);
    },
    clear() {
      messages = [];
    },
  };
}
