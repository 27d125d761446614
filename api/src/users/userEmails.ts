// What people are told about their account: the invitation to set a password, a reset link,
// and that an admin deactivated it. Queued through the outbox in the change's transaction.
import type { Email } from '../clients/mailer';

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
