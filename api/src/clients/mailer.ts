// Emails through SMTP (the local inbox simulator outside production). Only the email outbox's
// worker sends: everything else enqueues (system/emailOutbox.ts).
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

/** To a person whose account an admin deactivated (they have records Glow keeps). */
export function accountDeactivatedEmail(to: string): Email {
  return {
    to,
    subject: 'Your Glow account was deactivated',
    text: [
      'Hello,',
      '',
      'An administrator deactivated your Glow account: you can no longer sign in, and Glow asks nothing more of you.',
      'The nominations, assessments, applications and payments you took part in stay on record.',
      '',
      'If this is a mistake, reply to the programme team that runs Glow.',
    ].join('\n'),
  };
}
