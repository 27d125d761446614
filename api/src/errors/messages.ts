// The messages callers read, in the programme's exact words. Fixed ones are strings; those that
// name what happened are functions of it.
import { xrpOfDrops } from '../system/wording';

function inMinutes(minutes: number): string {
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const MESSAGES = {
  pleaseLogin: 'Please login',
  connectWallet: 'Please connect your wallet',
  unauthorized: 'Unauthorized: you are not authorized to perform this action',
  wrongCredentials: 'Wrong username or password',
  userNotFound: 'User not found',
  userExists: 'A user with this email already exists',
  userExistsWithOtherRole: 'A user with this email already exists with a different role',
  invalidPasswordLink: 'This link is invalid or has expired; ask for a new one',
  cannotDeleteSelf: 'You cannot delete your own account',
  tooManyLoginAttempts: (minutes: number) =>
    `Too many login attempts, please try again in ${inMinutes(minutes)}`,
  tooManyWalletRequests: (minutes: number) =>
    `Too many wallet sign-in requests, please try again in ${inMinutes(minutes)}`,
  tooManyResetRequests: (minutes: number) =>
    `Too many password reset requests, please try again in ${inMinutes(minutes)}`,
  tooManyAreaFailureReports: (minutes: number) =>
    `Too many failure reports, please try again in ${inMinutes(minutes)}`,
  tooManyContactMessages: (minutes: number) =>
    `Too many messages sent, please try again in ${inMinutes(minutes)}`,
  contactMessageNotFound: 'Message not found',
  contactMessageAnswered: (by: string, day: string) =>
    `This message was already marked answered by ${by} on ${day}`,
  internal: 'Internal server error',
  databaseUnavailable: 'The database is not reachable right now; please try again in a moment',
  notReadyShuttingDown: 'Not ready: this instance is shutting down',
  notReadyDatabase: 'Not ready: the database does not answer',
  notReadyMigrations: (names: string[]) =>
    `Not ready: the database lacks migrations of this build: ${names.join(', ')}`,
  invalidAddress: 'address must be a valid XRPL address',
  keyNotOfAddress: 'pubkey does not belong to address',
  challengeUnusable: 'The sign-in challenge is unknown, used or expired; please try again',
  signatureInvalid: 'The wallet signature could not be verified',
  payloadNotFound: 'Payload not found',
  payloadNotSignIn: 'This Xaman request is not a sign-in',
  payloadNotSigned: (state: 'cancelled' | 'expired' | 'not signed') =>
    `The Xaman sign-in was ${state}`,
  payloadHexMismatch: 'The signed data does not match the Xaman payload',
  payloadWrongNetwork: (expected: string) =>
    `The Xaman payload was signed on another network (expected ${expected})`,
  payloadUsed: 'This Xaman sign-in has already been used',
  payloadTooOld: (minutes: number) =>
    `This Xaman sign-in is more than ${inMinutes(minutes)} old; please sign in again`,
  tooManyStatusChecks: (minutes: number) =>
    `Too many Xaman status checks, please try again in ${inMinutes(minutes)}`,
  returnUrlNotGlow: (origin: string) => `options.return_url must lead back to Glow (${origin})`,
  paymentNotFromSession: 'transaction.Account must be the address of the connected wallet',
  paymentNotAllowed: (purposes: string[]) =>
    `This payment is not one Glow asks for (Glow asks for ${purposes.join(', ')})`,
  voterAlreadyRegistered: 'voter already registered',
  voterNotRegistered: 'voter not registered',
  registrationInProgress:
    'A registration of this wallet is already being checked; wait for its answer',
  tooManyRegistrations: (minutes: number) =>
    `Too many registration attempts, please try again in ${inMinutes(minutes)}`,
  verificationFailed: (why: string) => `transaction verification failed: ${why}`,
  noActiveCohort: 'no active cohorts',
  nominationNotFound: 'nomination not found',
  cohortNotFound: 'cohort not found',
  // The programme's admin: the specification's words, and why when they alone would not say.
  cohortNameExists: 'cohort name exists',
  cohortUnclosed: (name: string) => `${name} is active: close it before starting another cohort`,
  startsOnPast: 'startsOn must be today or later',
  startsOnTooFar: (days: number) => `startsOn must be at most ${days} days ahead`,
  wrongStatus: (why: string) => `wrong status: ${why}`,
  projectNotFound: 'project not found',
  projectCreated: 'project created',
  projectUpdated: 'project updated',
  duplicateProject: (why: string) => `duplicate project by repo, URL or name: ${why}`,
  repoNotFound: 'GitHub repo not found (use a public repo)',
  gitHubUnreachable:
    'GitHub could not be reached, so the project was not saved; try again in a moment',
  gitHubRateLimited: (minutes: number) =>
    `GitHub's rate limit is reached, so the repository cannot be checked now; try again in ${inMinutes(minutes)}`,
  votingClosed: (cohort: string, period: string) =>
    `Voting is closed: ${cohort} is in its ${period} period`,
  wrongForcedNetwork: (expected: string) =>
    `force_network must be ${expected}, the network Glow uses`,
  // Scouts nominate contributors: contributors.
  contributorCreated: 'contributor created',
  contributorNotFound: 'contributor not found',
  contributorExists: (why: string) => `contributor already exists: ${why}`,
  contributorEmailHasOtherRole:
    "user exists with a different role: this email belongs to a Glow account that is not a contributor's",
  contributorNominationsNotFound: 'nominations not found for a contributor',
  xrplAddressChecksum: 'xrplAddress is not a valid XRPL address: its checksum does not match',
  // Nominations.
  nominationCreated: 'nomination created',
  coNominationAdded: 'co-nomination added',
  nominationUpdated: 'nomination updated',
  nominationWithdrawn: 'nomination withdrawn',
  nominationHandedOver: 'nomination handed to another scout',
  coNominationWithdrawn: 'co-nomination withdrawn',
  nominationExists: (why: string) => `nomination already exists: ${why}`,
  projectAlreadyNominated: (why: string) => `project already nominated: ${why}`,
  nomineeErased: (day: string) =>
    `wrong status: this contributor's personal data was erased on ${day} at their request; nothing more is written about them`,
  // Evidence scouts add to a nomination.
  evidenceAdded: 'evidence added',
  evidenceAddedUnread: (why: string) => `evidence added; its GitHub facts are not read yet: ${why}`,
  evidenceRemoved: 'evidence removed',
  evidenceNotFound: 'evidence not found',
  evidenceExists: 'url is already evidence of this nomination',
  evidenceFull: (max: number) => `a nomination holds at most ${max} pieces of evidence`,
  evidenceNotOnGitHub: (what: string) =>
    `url must point at ${/^[aeiou]/.test(what) ? 'an' : 'a'} ${what} that exists on GitHub`,
  evidenceLocked: (period: string) => `wrong status: ${period}; its evidence can no longer change`,
  evidenceNotYours:
    'Unauthorized: only the scout who added this evidence, or the nominating scout, may remove it',
  tooManyGitHubLinks: (minutes: number) =>
    `Too many GitHub links checked, please try again in ${inMinutes(minutes)}; links elsewhere can be added meanwhile`,
  gitHubNotReached: 'GitHub could not be reached',
  gitHubBusy: "GitHub's rate limit is reached",
  // Judging: the specification's words, and why when they alone would not say.
  unauthorizedBecause: (why: string) =>
    `Unauthorized: you are not authorized to perform this action: ${why}`,
  judgeNotFound: 'judge not found',
  assessmentNotFound: 'assessment not found',
  judgeAssessmentNotFound: 'judge assessment not found',
  judgeAlreadyApproved: 'judge already approved distribution',
  previousStepsFirst: (why: string) => `previous steps must be completed first: ${why}`,
  assessmentSaved: 'assessment saved',
  recusalSaved: 'recusal saved',
  consensusRecorded: 'consensus size recorded',
  distributionApproved: 'distribution approved',
  distributionApprovedByAll: 'distribution approved by every judge',
  judgeExcused: 'judge excused',
  judgeUnexcused: 'judge excusal taken back',
  judgesReminded: 'judges reminded',
  noJudgeToRemind: 'No judge has nominations left',
  // Contributors apply: the specification's words, and why when they alone would not say.
  /** The `forbidden` of the `/api/contributor/*` routes for a signed-in user of another role. */
  anotherRoleCannotBeContributor:
    'Unauthorized: a user with another role cannot become a contributor',
  applicationNotFound: 'application not found',
  documentAccepted: (documentName: string) => `${documentName} accepted`,
  versionNotCurrent: (field: string, version: string, documentName: string, current: string) =>
    `${field} ${version} is not the current ${documentName} (${current})`,
  eligibilityConfirmed: 'eligibility confirmed',
  contributorNotEligible: (why: string) => `contributor not eligible: ${why}`,
  applicationEndedNotEligible:
    'contributor not eligible: this application ended at the eligibility questions',
  eligibilityAnsweredAlready: 'wrong status: the eligibility questions are answered already',
  applicationWithdrawn:
    'wrong status: this application was withdrawn with its nominations in the cohort',
  /** An application not submitted (or returned and not resubmitted) when its cohort closed. */
  applicationEndedCohortClosed: 'application ended: the cohort is closed',
  walletRegistered: 'wallet registered for Glow funding',
  walletOfAnotherContributor:
    'contributor already exists or update failed: this wallet is registered by another contributor',
  confirmedAddressNotRegistered:
    'previous steps must be completed first: the address you confirmed is not your registered wallet',
  agreementNameNotFullName: (fullName: string) =>
    `agreementName must be your full name as Glow has it: ${fullName}`,
  applicationSubmitted: 'application submitted',
  applicationWithAdmins: 'wrong status: your application is with the admins for review',
  applicationApprovedAlready: 'wrong status: your application is approved',
  kycNotNeeded: 'wrong status: no KYC is needed for this application',
  kycVerifiedAlready: 'wrong status: your identity is verified already',
  /** Lead's decision: after a rejection, a new verification only when an admin asks again. */
  kycRejected:
    'wrong status: your identity verification was rejected; a new one is possible only when an admin asks for it',
  kycProviderUnavailable: 'KYC provider unavailable: try again in a few minutes',
  kycVerificationNotFound: 'KYC verification not found',
  invalidWebhookSignature: 'invalid webhook signature',
  webhookTimestampOutsideWindow: 'invalid webhook signature: timestamp outside the 5-minute window',
  kycEventApplied: 'event applied',
  kycEventAlreadyApplied: 'event already applied',
  /** 200: an event older than one applied to its verification (a late delivery) changes nothing. */
  kycEventStale: 'event ignored: a later event of this verification was applied already',
  applicationWrongStatus: (contributorName: string, status: string) =>
    `wrong status: ${contributorName}'s application is ${status}`,
  applicationApproved: 'application approved',
  applicationReturned: 'application returned',
  kycRequested: 'KYC requested',
  applicationReopened: 'application reopened',
  applicantsReminded: 'contributors reminded',
  noApplicantToRemind: 'No contributor has unfinished steps to be reminded of',
  // Grants paid on the ledger: the specification's words, and why when they alone would not say.
  paymentNotFound: 'payment not found',
  distributionNotApproved: (cohortName: string) =>
    `wrong status: ${cohortName}'s distribution is not approved yet`,
  notProgrammeWallet: (programmeAddress: string, connectedAddress: string) =>
    `Unauthorized: grants are paid from the programme's wallet ${programmeAddress}; the connected wallet is ${connectedAddress}`,
  grantsNotInCohort: (grantIds: readonly number[], cohortName: string) =>
    `fields invalid: grantIds: grant${grantIds.length === 1 ? '' : 's'} ${grantIds.join(', ')} ${grantIds.length === 1 ? 'is not a grant' : 'are not grants'} of ${cohortName}`,
  /**
   * `why`: "it is in flight (payment 17)", "it is paid", "waiting for …", "returned to the pool
   * (KYC failed)".
   */
  grantNotPayable: (contributorName: string, why: string) =>
    `wrong status: ${contributorName}'s grant is not payable: ${why}`,
  batchOverBalance: (
    totalDrops: string,
    funds: {
      balanceDrops: string;
      reserveDrops: string;
      openDrops: string;
      spendableDrops: string;
    },
  ) =>
    `wrong status: the batch totals ${xrpOfDrops(totalDrops)}, more than the ${xrpOfDrops(funds.spendableDrops)} the programme's wallet can pay (its balance of ${xrpOfDrops(funds.balanceDrops)} less the ledger's reserve of ${xrpOfDrops(funds.reserveDrops)}${BigInt(funds.openDrops) > 0n ? ` and the ${xrpOfDrops(funds.openDrops)} of the payments still open` : ''})`,
  paymentWrongStatus: (paymentId: number, status: string) =>
    `wrong status: payment ${paymentId} is ${status}`,
  transactionAlreadyUsed: (paymentId: number) =>
    `transaction verification failed: this transaction was already used for payment ${paymentId}`,
  failureNotConfirmed:
    'wrong status: Xaman says this payment request is still open; sign or reject it in Xaman',
  /** Reconcile on a node whose history starts after a payment in flight was made. */
  ledgerHistoryMissing: (ledgerIndex: number) =>
    `The XRP Ledger node does not hold ledgers from ${ledgerIndex}; use a node with more history`,
  // A wallet change waits for a payment in flight to settle.
  walletChangeWhilePaying: (cohortName: string, address: string, paymentId: number) =>
    `wrong status: a payment of your ${cohortName} grant to ${address} is in flight (payment ${paymentId}); change your wallet once it is settled`,
  // A refused configuration is not an outage.
  xamanKeyRefused:
    'Xaman refused the API key Glow is configured with, so Xaman cannot be used until an operator fixes it',
  // Closing and cancelling a cohort, and its applications' due date.
  applicationsDueBeforeStart: 'applicationsDueOn must be after the start day',
  applicationsDueTooFar: (days: number) =>
    `applicationsDueOn must be at most ${days} days after the start day`,
  applicationsDuePast: 'applicationsDueOn must be today or later',
  closingBeforeApplicationsDue: (cohortName: string, dueDay: string) =>
    `wrong status: ${cohortName}'s applications are due by ${dueDay}; closing before then must name that date (applicationsDueOn)`,
  closingGrantsChanged: (names: readonly string[]) =>
    `wrong status: the grants going back to the pool changed since they were shown: ${names.join(', ')} would go back too; review them and confirm again`,
  closingApplicationsDueChanged: (cohortName: string, dueDay: string) =>
    `wrong status: ${cohortName}'s applications are due by ${dueDay}, not the date given; review it and confirm again`,
  applicationEndedCohortCancelled: 'application ended: the cohort was cancelled',
  // A person with history is deactivated, not deleted, and keeps their one account.
  userDeleted: 'User deleted',
  /** `history`: "nominations and assessments". */
  userDeactivated: (history: string) =>
    `User deactivated, not deleted: they have ${history} on record`,
  userAlreadyDeactivated: (email: string) => `wrong status: ${email} is already deactivated`,
  emailOfDeactivatedUser: (email: string, role: string, day: string) =>
    `A user with this email already exists: ${email} is the ${role} account deactivated on ${day}; a person keeps one account`,
  accountDeactivated: 'This account was deactivated by an admin: it can no longer sign in',
  // An admin's changes to a person's account, and a user's to their own password.
  userNotDeactivated: (email: string) => `wrong status: ${email} is not deactivated`,
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  cannotChangeOwnRole: 'You cannot change your own role: another admin can',
  roleUnchanged: (email: string, role: string) => `wrong status: ${email} is already a ${role}`,
  roleChangeOfDeactivated: (email: string) =>
    `wrong status: ${email} is deactivated; reactivate them before changing their role`,
  noneBecomesContributor:
    'A user with another role cannot become a contributor: a contributor account comes with their nomination (one without history can be deleted and invited again)',
  judgeKeepsRole:
    'A judge with assessments on record stays a judge: their assessments, recusals and approvals keep naming a judge',
  scoutKeepsRole:
    'A scout with nominations on record stays a scout: the nominations they made or backed keep naming a scout',
  contributorKeepsRole:
    'A contributor who was nominated stays a contributor: their nominations, applications and grants keep naming a contributor',
  invitationAlreadyAccepted: (email: string) =>
    `wrong status: ${email} has set a password already; they can reset it from the login page`,
  invitationOfDeactivated: (email: string) =>
    `wrong status: ${email} is deactivated; reactivating them sends a new invitation`,
  wrongCurrentPassword: 'currentPassword is not your current password',
  samePassword: 'newPassword must differ from your current password',
  tooManyPasswordChanges: (minutes: number) =>
    `Too many wrong current passwords, please try again in ${inMinutes(minutes)}`,
  // A person's personal data on request: erased once, never by themselves, never the last admin.
  accountOfErasedPerson: (day: string) =>
    `wrong status: this person's personal data was erased on ${day} at their request; their account stays as it is`,
  personAlreadyErased: (day: string) =>
    `wrong status: this person's personal data was already erased on ${day}`,
  cannotEraseSelf: 'You cannot erase your own personal data: ask another admin',
  cannotEraseLastAdmin:
    'wrong status: this is the last active admin; make another admin before erasing them',
  erasureWhilePaymentOpen: (paymentIds: readonly number[]) =>
    `wrong status: a payment to this person is still open (payment ${paymentIds.map((id) => `#${id}`).join(', ')}, waiting for the wallet or the ledger); erase them once it is settled`,
  personErased: (placeholder: string) =>
    `Personal data erased: the person now shows as ${placeholder}; their votes, grants and payments stay`,
  // A closed cohort's submitted application is approved or stays under review: never ended.
  returnAfterClose: (cohortName: string) =>
    `wrong status: ${cohortName} is closed, so a returned application could not be submitted again and its grant would go back to the pool; approve it or leave it under review`,
  // Previews of uploaded remote versions (deploys).
  previewsNotConfigured:
    'Previews are not set up on this server: the API needs GLOW_PREVIEW_SECRET and the CDN store (GLOW_CDN_DIR or GLOW_CDN_S3_BUCKET)',
  versionNotUploaded: (remote: string, version: string) =>
    `${remote}@${version} is not uploaded: deploy it first (pnpm deploy:remote … --upload-only uploads without switching)`,
  previewEnded: 'The preview has ended: this browser runs the live versions',
  // Vote integrity.
  integrityLocked: (period: string) =>
    `wrong status: ${period}; a cohort's tally and its integrity settings are final once it moves to assessment`,
  clusterNotFound: (funder: string) =>
    `${funder} leads no funding cluster of this cohort (as last worked out)`,
  voterNotInCohort: (address: string) => `${address} did not vote in this cohort`,
  alreadyExcluded: "every voter named is already excluded from this cohort's tally",
  exclusionNotFound: 'exclusion not found',
  exclusionLifted: (stillExcluded: number) =>
    stillExcluded === 0
      ? "The exclusion is lifted: its voters count in the cohort's tally again"
      : `The exclusion is lifted: ${stillExcluded === 1 ? '1 of its voters stays' : `${stillExcluded} of its voters stay`} excluded under another exclusion of their cluster; any others count in the cohort's tally again`,
  accountTooYoung: (minDays: number, ageDays: number) =>
    `This wallet's account must be at least ${minDays} days old to register as a voter; it was activated ${ageDays === 1 ? '1 day' : `${ageDays} days`} ago. Your payment was not used: register with it again once the account is old enough`,
} as const;
