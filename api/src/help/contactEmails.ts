// What a contact message sends: the message to the programme's inbox, replying to its sender, and
// a copy to the sender. Queued through the outbox in the transaction that keeps the message.
import { CONTACT_TOPIC_NAMES, type ContactTopic } from '@glow/contract';
import type { Email } from '../clients/mailer';

export interface SentMessage {
  id: number;
  name: string;
  email: string;
  topic: ContactTopic;
  message: string;
}

/** The admins' list of messages, where a message is marked answered. */
const messagesUrl = (publicAppUrl: string) => `${publicAppUrl}/admin/messages`;

export function inboxEmail(inbox: string, sent: SentMessage, publicAppUrl: string): Email {
  const topic = CONTACT_TOPIC_NAMES[sent.topic];
  return {
    to: inbox,
    replyTo: sent.email,
    subject: `[Glow help] ${topic}: ${sent.name}`,
    text: [
      `${sent.name} <${sent.email}> wrote through Glow's contact form about: ${topic}.`,
      'Reply to this email to answer them.',
      '',
      sent.message,
      '',
      '--',
      `Message #${sent.id}. Once answered, mark it answered among the messages: ${messagesUrl(publicAppUrl)}`,
    ].join('\n'),
  };
}

export function senderCopyEmail(sent: SentMessage): Email {
  const topic = CONTACT_TOPIC_NAMES[sent.topic];
  return {
    to: sent.email,
    subject: 'We received your message to Glow',
    text: [
      `Hello ${sent.name},`,
      '',
      `Thank you for writing to the Glow programme team about: ${topic}. We answer by email, to this address.`,
      'Your message, for your records:',
      '',
      sent.message,
      '',
      'If you did not write to us, ignore this email: someone typed your address into our contact form.',
    ].join('\n'),
  };
}
