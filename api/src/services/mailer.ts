// Emails through SMTP (the local inbox simulator outside production). Only the email outbox's
// worker sends: everything else enqueues (services/emailOutbox.ts).
import nodemailer from 'nodemailer';
import type { OutsideTimeouts } from '../config';

export interface Email {
  to: string;
  subject: string;
  text: string;
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

export function invitationEmail(to: string, role: string, link: string): Email {
  return {
    to,
    subject: 'You are invited to Glow',
    text: [
      'Hello,',
      '',
      `An administrator created a Glow account for you with the role ${role}.`,
      'Choose your password here to sign in:',
      '',
      link,
      '',
      'The link works once and expires in a few days. If you did not expect this email, ignore it.',
    ].join('\n'),
  };
}

export function passwordResetEmail(to: string, link: string): Email {
  return {
    to,
    subject: 'Reset your Glow password',
    text: [
      'Hello,',
      '',
      'Someone asked to reset the password of your Glow account. Choose a new one here:',
      '',
      link,
      '',
      'The link works once and expires in an hour. If you did not ask for it, ignore this email; your password stays as it is.',
    ].join('\n'),
  };
}
