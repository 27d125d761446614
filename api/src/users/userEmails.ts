// What people are told about their account: the invitation to set a password, a reset link,
// that an admin deactivated, reactivated it or changed their role, and that their password
// changed. Queued through the outbox in the change's transaction.
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

/** To a person whose account an admin reactivated, and who has a password to sign in with. */
export function accountReactivatedEmail(to: string, appUrl: string): Email {
  return {
    to,
    subject: 'Your Glow account was reactivated',
    text: [
      'Hello,',
      '',
      'An administrator reactivated your Glow account: you can sign in again with your password.',
      '',
      `${appUrl}/login`,
      '',
      'If you no longer know your password, ask for a reset link on the login page.',
    ].join('\n'),
  };
}

/** To a person whose role an admin changed: their sessions ended, the next sign-in shows it. */
export function roleChangedEmail(to: string, role: string, appUrl: string): Email {
  return {
    to,
    subject: 'Your role in Glow changed',
    text: [
      'Hello,',
      '',
      `An administrator changed your role in Glow: you are now a ${role}.`,
      'You were signed out everywhere; sign in again to see the pages of your new role:',
      '',
      `${appUrl}/login`,
    ].join('\n'),
  };
}

/** To a user who changed their password: if it was not them, they know to reset it at once. */
export function passwordChangedEmail(to: string, appUrl: string): Email {
  return {
    to,
    subject: 'Your Glow password was changed',
    text: [
      'Hello,',
      '',
      'The password of your Glow account was just changed, and every other session of it ended.',
      '',
      'If you did not change it, reset your password now from the login page and tell the programme team:',
      '',
      `${appUrl}/login`,
    ].join('\n'),
  };
}
