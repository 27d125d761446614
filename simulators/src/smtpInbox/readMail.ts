// Turns a raw message and its SMTP envelope into what the inbox keeps.
import PostalMime from 'postal-mime';
import type { SMTPServerEnvelope } from 'smtp-server';
import type { ReceivedMail } from './messageStore';

export async function readMail(raw: Buffer, envelope: SMTPServerEnvelope): Promise<ReceivedMail> {
  const email = await PostalMime.parse(raw);
  const envelopeSender = envelope.mailFrom ? envelope.mailFrom.address : '';
  return {
    // The From header is what a reader sees; the envelope sender stands in when it has no address.
    from: email.from?.address || envelopeSender,
    to: envelope.rcptTo.map((recipient) => recipient.address),
    replyTo: (email.replyTo ?? []).flatMap((reply) => (reply.address ? [reply.address] : [])),
    subject: email.subject ?? '',
    text: email.text ?? '',
    html: email.html ?? '',
  };
}
