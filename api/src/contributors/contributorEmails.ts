// What a nominated contributor is told: the projects and the scout's
// description, never the screening answers, the scout's identity or a co-nominator's note.
import { dueDayWords } from '../programme/cohortEndEmails';
import type { Email } from '../clients/mailer';

export interface NominationNotice {
  /** The nomination's cohort: the contributor's application there is made or joined. */
  cohortId: number;
  cohortName: string;
  /** The day (YYYY-MM-DD, UTC) the application must be complete by, if the cohort has one. */
  applicationsDueOn: string | null;
  projects: { name: string; githubRepo: string }[];
  description: string;
}

const projectList = (notice: NominationNotice) =>
  notice.projects.map((project) => `${project.name} (${project.githubRepo})`).join(', ');

/** How both emails open: the greeting, the cohort and projects, and the scout's description. */
const nominationLines = (firstName: string, notice: NominationNotice) => [
  `Hello ${firstName},`,
  '',
  `A Glow scout nominated you in ${notice.cohortName} for your work on ${projectList(notice)}:`,
  '',
  `«${notice.description}»`,
];

const applicationsUrl = (publicAppUrl: string) => `${publicAppUrl}/contributor/applications`;

/** When the application must be complete, as both emails say it (nothing without a date). */
const dueLines = (notice: NominationNotice) =>
  notice.applicationsDueOn === null
    ? []
    : [
        '',
        `Complete your application by ${dueDayWords(notice.applicationsDueOn)}: an application not complete when ${notice.cohortName} closes cannot be paid.`,
      ];

/** To a contributor without a password yet: the link sets one (and starts their application). */
export function nominationInvitationEmail(
  to: string,
  firstName: string,
  notice: NominationNotice,
  link: string,
  publicAppUrl: string,
): Email {
  return {
    to,
    subject: 'You were nominated for a Glow grant',
    text: [
      ...nominationLines(firstName, notice),
      '',
      'Choose a password to sign in and start your application:',
      '',
      link,
      '',
      `Then continue at ${applicationsUrl(publicAppUrl)}`,
      ...dueLines(notice),
      '',
      'The link works once and expires in a few days. If you did not expect this email, ignore it.',
    ].join('\n'),
  };
}

/** To a contributor who already signs in to Glow (nominated before, or given an account). */
export function nominatedEmail(
  to: string,
  firstName: string,
  notice: NominationNotice,
  publicAppUrl: string,
): Email {
  return {
    to,
    subject: `You were nominated in ${notice.cohortName}`,
    text: [
      ...nominationLines(firstName, notice),
      '',
      `Sign in to start or check your application: ${applicationsUrl(publicAppUrl)}`,
      ...dueLines(notice),
    ].join('\n'),
  };
}
