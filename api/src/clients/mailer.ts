// Emails through SMTP (the local inbox simulator outside production). Only the email outbox's
// worker sends: everything else enqueues (system/emailOutbox.ts).
import nodemailer from 'nodemailer';
import type { OutsideTimeouts } from '../config';

export interface Email {
  to: string;
  subject: string;
  text: string;
  /** Where a reply goes, when not to the sender (a contact message: to the person who wrote it). */
  replyTo?: string;
}

export interface Mailer {
  send(email: Email): Promise<void>;
  close(): void;
}

export function createSmtpMailer(smtpUrl: string, from: string, timeouts: OutsideTimeouts): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeouts.connectMs,
    // The greeting, and each answer after it (a server silent for this long is given up on).
    greetingTimeout: timeouts.answerMs,
    socketTimeout: timeouts.answerMs,
  });
  return {
    async send(email) {
      await transport.sendMail({ from, ...email });
    },
    close: () => transport.close(),
  };
}
