import type { PersonalDataSection } from '@glow/contract';

/** Each list of the personal data file, as the summary names it (singular, plural). */
export const SECTION_NOUNS: Record<PersonalDataSection, readonly [string, string]> = {
  sessions: ['sign-in session', 'sign-in sessions'],
  passwordLinks: ['invitation or reset link', 'invitation or reset links'],
  documentAcceptances: ['accepted document', 'accepted documents'],
  nominationsReceived: ['nomination received', 'nominations received'],
  nominationsMade: ['nomination made as a scout', 'nominations made as a scout'],
  coNominations: ['co-nomination note', 'co-nomination notes'],
  applications: ['application with its answers', 'applications with their answers'],
  wallets: ['wallet address', 'wallet addresses'],
  voterRegistrations: ['voter registration', 'voter registrations'],
  votes: ['vote', 'votes'],
  grants: ['grant with its payments', 'grants with their payments'],
  assessments: ['assessment as a judge', 'assessments as a judge'],
  emails: ['email waiting to be sent', 'emails waiting to be sent'],
  emailsSent: ['email sent (its subject)', 'emails sent (their subjects)'],
  contactMessages: ['message sent through Help', 'messages sent through Help'],
  evidence: ['evidence link by or about them', 'evidence links by or about them'],
  auditEntries: ['audit log entry by or about them', 'audit log entries by or about them'],
};
