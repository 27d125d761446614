// What a contributor is told about their application: reminders of an unfinished step, a KYC
// request, the approval, a return and a change of their wallet. Queued in the change's transaction.
// Never the eligibility answers, the wallet address in full (its last four characters at most) or
// any KYC detail: an email can be forwarded or read over a shoulder.
import type { Email } from '../clients/mailer';

/** The contributor and cohort an application email is about. */
export interface ApplicationNotice {
  to: string;
  firstName: string;
  cohortName: string;
}

/** Why an identity check is asked for: the grant's size, or an admin's reason. */
export type KycReason = { size: string } | { adminReason: string };

const applicationsUrl = (appUrl: string) => `${appUrl}/contributor/applications`;

/** "…Bx7Q": enough for the contributor to recognise their wallet, not enough to copy it. */
export const addressEnding = (address: string) => `…${address.slice(-4)}`;

/** "Your Glow application for Wave 1 is waiting": the next step, and a returned one's reason. */
export function applicationReminder(
  notice: ApplicationNotice,
  nextAction: string,
  returnReason: string | null,
  appUrl: string,
): Email {
  return {
    to: notice.to,
    subject: `Your Glow application for ${notice.cohortName} is waiting`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `Your application for a Glow grant in ${notice.cohortName} is not finished yet.`,
      ...(returnReason === null
        ? []
        : [
            '',
            'It was returned to you with this note from the Glow team:',
            '',
            `«${returnReason}»`,
          ]),
      '',
      `Next: ${nextAction}.`,
      '',
      applicationsUrl(appUrl),
    ].join('\n'),
  };
}

/**
 * "Verify your identity for your Glow grant": why, and where to start (never the provider's link).
 */
export function kycRequested(notice: ApplicationNotice, reason: KycReason, appUrl: string): Email {
  const why =
    'size' in reason
      ? `Grants of the ${reason.size} size in ${notice.cohortName} need an identity check before they are paid.`
      : `The Glow team asked for an identity check before your ${notice.cohortName} grant is paid:`;
  return {
    to: notice.to,
    subject: 'Verify your identity for your Glow grant',
    text: [
      `Hello ${notice.firstName},`,
      '',
      why,
      ...('adminReason' in reason ? ['', `«${reason.adminReason}»`] : []),
      '',
      'Sign in and press "Start verification" on your application:',
      '',
      applicationsUrl(appUrl),
    ].join('\n'),
  };
}

/** "Your Glow application for Wave 1 is approved": what is left, and that payment follows. */
export function applicationApproved(
  notice: ApplicationNotice,
  { kycLeft, walletAddress }: { kycLeft: boolean; walletAddress: string | null },
  appUrl: string,
): Email {
  const wallet = walletAddress ? ` (ending ${addressEnding(walletAddress)})` : '';
  return {
    to: notice.to,
    subject: `Your Glow application for ${notice.cohortName} is approved`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `The Glow team approved your application for ${notice.cohortName}.`,
      ...(kycLeft
        ? [
            '',
            'One step is left: your identity check. Until it is approved, your grant cannot be paid.',
            `Start or follow it at ${applicationsUrl(appUrl)}`,
          ]
        : []),
      '',
      `Your grant is paid to the wallet your grant agreement names${wallet} when ${notice.cohortName}'s grants are paid out.`,
    ].join('\n'),
  };
}

/** "Your Glow application for Wave 1 needs a change": the admin's reason, verbatim. */
export function applicationReturned(
  notice: ApplicationNotice,
  reason: string,
  appUrl: string,
): Email {
  return {
    to: notice.to,
    subject: `Your Glow application for ${notice.cohortName} needs a change`,
    text: [
      `Hello ${notice.firstName},`,
      '',
      `The Glow team returned your application for ${notice.cohortName} with this note:`,
      '',
      `«${reason}»`,
      '',
      'Change your details (or your wallet) and submit the application again:',
      '',
      `${appUrl}/contributor/details-submission`,
    ].join('\n'),
  };
}

/**
 * "Your Glow wallet was changed": from which to which (their endings), the applications that go
 * back for approval, and what to do if it was not them.
 */
export function walletChanged(
  person: { to: string; firstName: string },
  change: { from: string; to: string },
  cohortNames: readonly string[],
  appUrl: string,
): Email {
  const sentBack =
    cohortNames.length === 0
      ? ['No grant of yours is waiting to be paid; your next grants are paid to the new wallet.']
      : [
          `Your application for ${cohortNames.join(' and ')} goes back for approval: confirm the new address in the grant agreement and submit it again. Its grant is paid only once the Glow team has approved it again, to the new address.`,
        ];
  return {
    to: person.to,
    subject: 'Your Glow wallet was changed',
    text: [
      `Hello ${person.firstName},`,
      '',
      `The wallet your Glow grants are paid to was changed from the one ending ${addressEnding(change.from)} to the one ending ${addressEnding(change.to)}.`,
      '',
      ...sentBack,
      'Grants already paid are not affected.',
      '',
      `If you did not make this change, tell the Glow team at once: ${appUrl}/contact-us`,
      '',
      applicationsUrl(appUrl),
    ].join('\n'),
  };
}
