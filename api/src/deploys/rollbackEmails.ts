// What admins are told when Glow rolls a failing remote back by itself, or could not: which
// remote, which versions, how many failure reports in what window, and where to look. Queued in
// the transaction that records it in the audit log.
import type { Email } from '../clients/mailer';
import { plural } from '../system/wording';

/** The failing version, what was counted, and the rule it broke. */
export interface FailingVersion {
  remote: string;
  version: string;
  failures: number;
  threshold: number;
  windowMinutes: number;
}

const counted = (failing: FailingVersion) =>
  `${plural(failing.failures, 'browser')} reported failures within ${plural(failing.windowMinutes, 'minute')} (the limit is ${failing.threshold})`;

const routesPage = (appUrl: string) => `${appUrl}/routes`;

/** "Glow rolled back glow_admin to 0.1.0-1a2b3c4d". */
export function areaRolledBackEmail(
  to: string,
  failing: FailingVersion,
  rolledBackTo: string,
  appUrl: string,
): Email {
  return {
    to,
    subject: `Glow rolled back ${failing.remote} to ${rolledBackTo}`,
    text: [
      'Hello,',
      '',
      `${failing.remote} ${failing.version}, deployed recently, failed to load for people: ${counted(failing)}.`,
      `Glow rolled it back by itself to the version before, ${rolledBackTo}. Pages opened from now on load that version; the rollback is in the audit log and in the remote's deployment history.`,
      '',
      'The failures, by remote, version and route:',
      routesPage(appUrl),
      '',
      `Deploy a fixed version when it is ready; ${failing.version} stays on the CDN and is not deployed again by itself.`,
    ].join('\n'),
  };
}

/** "Glow could not roll back glow_admin 0.1.0-1a2b3c4d": it keeps failing, someone must act. */
export function areaRollbackRefusedEmail(
  to: string,
  failing: FailingVersion,
  refusal: string,
  appUrl: string,
): Email {
  return {
    to,
    subject: `Glow could not roll back ${failing.remote} ${failing.version}`,
    text: [
      'Hello,',
      '',
      `${failing.remote} ${failing.version}, deployed recently, fails to load for people: ${counted(failing)}.`,
      'Glow tried to roll it back to the version before by itself, and could not:',
      '',
      refusal,
      '',
      `It tries again every ${plural(failing.windowMinutes, 'minute')} while the version is watched. Roll it back or deploy a fix yourself. The failures, by remote, version and route:`,
      routesPage(appUrl),
    ].join('\n'),
  };
}
