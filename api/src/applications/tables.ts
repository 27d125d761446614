// The applications' tables: one application per person per cohort, the documents a user
// accepted, the due-date reminders sent, the KYC verifications and the provider's webhook events.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  primaryKey,
  smallint,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import {
  ACCEPTED_DOCUMENTS,
  APPLICATION_STATUSES,
  KYC_STATUSES,
  type ApplicationDetails,
  type EligibilityAnswers,
  type EligibilityKey,
} from '@glow/contract';
import { now } from '../clock';
import { createdAt } from '../db/columns';
import { contributors } from '../contributors/tables';
import { cohorts } from '../programme/tables';
import { users } from '../users/tables';

export const applicationStatusEnum = pgEnum('application_status', APPLICATION_STATUSES);

export const kycStatusEnum = pgEnum('kyc_status', KYC_STATUSES);

export const acceptedDocumentEnum = pgEnum('accepted_document', ACCEPTED_DOCUMENTS);

/** A user's acceptance of a version of the terms or the code of conduct (once per version). */
export const documentAcceptances = pgTable(
  'document_acceptances',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    document: acceptedDocumentEnum('document').notNull(),
    version: text('version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$defaultFn(now),
  },
  (table) => [
    uniqueIndex('document_acceptances_once_per_version').on(
      table.userId,
      table.document,
      table.version,
    ),
  ],
);

/**
 * A contributor's application in a cohort: the nominations of the person in the cohort share it
 * (`nominations.contributor_id` + `cohort_id`). The person-level steps (documents, wallet) are
 * on the user and the contributor; the answers that concern the cohort are here.
 */
export const applications = pgTable(
  'applications',
  {
    id: serial('id').primaryKey(),
    contributorId: integer('contributor_id')
      .notNull()
      .references(() => contributors.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id')
      .notNull()
      .references(() => cohorts.id, { onDelete: 'cascade' }),
    status: applicationStatusEnum('status').notNull().default('inProgress'),
    eligibility: jsonb('eligibility').$type<EligibilityAnswers>(),
    eligibilityAnsweredAt: timestamp('eligibility_answered_at', { withTimezone: true }),
    eligibilityAnsweredBy: integer('eligibility_answered_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    failingEligibility: text('failing_eligibility').array().$type<EligibilityKey[]>(),
    /** The earlier application whose passing answers this one took over (a later cohort). */
    eligibilityCarriedFrom: integer('eligibility_carried_from').references(
      (): AnyPgColumn => applications.id,
      { onDelete: 'set null' },
    ),
    details: jsonb('details').$type<ApplicationDetails>(),
    agreementName: text('agreement_name'),
    agreementVersion: text('agreement_version'),
    agreedAddress: text('agreed_address'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    /**
     * When the registered wallet changed after a submission, until an admin approves the
     * application again (the admins see it).
     */
    walletChangedAt: timestamp('wallet_changed_at', { withTimezone: true }),
    /**
     * The address an admin approved with the application (the agreement's): its grant is paid to
     * it, whatever wallet is registered later. Set on approval; a wallet change clears it.
     */
    approvedAddress: text('approved_address'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    returnReason: varchar('return_reason', { length: 1000 }),
    reopenReason: varchar('reopen_reason', { length: 1000 }),
    /** Null when the grant needs no KYC. */
    kycStatus: kycStatusEnum('kyc_status'),
    kycRequestedBy: integer('kyc_requested_by').references(() => users.id, {
      onDelete: 'set null',
    }),
    kycRequestReason: varchar('kyc_request_reason', { length: 1000 }),
    /** When an admin's reminder last emailed the contributor: at most one in 24 hours. */
    lastRemindedAt: timestamp('last_reminded_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (table) => [
    // One grant per person per cohort, by construction.
    uniqueIndex('applications_one_per_cohort').on(table.contributorId, table.cohortId),
    index('applications_cohort_id_idx').on(table.cohortId),
    check(
      'applications_submitted_signed',
      sql`${table.status} not in ('submitted', 'approved') or (${table.agreementName} is not null
        and ${table.agreementVersion} is not null and ${table.agreedAddress} is not null
        and ${table.details} is not null and ${table.submittedAt} is not null)`,
    ),
    check(
      'applications_approved_address',
      sql`${table.status} <> 'approved' or ${table.approvedAddress} is not null`,
    ),
    check(
      'applications_not_eligible_failing',
      sql`${table.status} <> 'notEligible' or ${table.failingEligibility} is not null`,
    ),
  ],
);

/**
 * The reminders of an application's due date that were sent: one per application, due date and
 * offset (days before it), so that of two API instances only one sends each, and a new due date
 * is reminded again.
 */
export const applicationDueReminders = pgTable(
  'application_due_reminders',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    dueOn: date('due_on').notNull(),
    daysBefore: smallint('days_before').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow().$defaultFn(now),
  },
  (table) => [primaryKey({ columns: [table.applicationId, table.dueOn, table.daysBefore] })],
);

/** A verification at the KYC provider for an application (a new one when an admin asks again). */
export const kycVerifications = pgTable(
  'kyc_verifications',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => applications.id, { onDelete: 'cascade' }),
    /** The provider's id of the verification. */
    providerId: text('provider_id').notNull(),
    status: kycStatusEnum('status').notNull().default('pending'),
    redirectUrl: text('redirect_url').notNull(),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The provider's time of the last event applied: an older event changes nothing. */
    lastEventAt: timestamp('last_event_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('kyc_verifications_provider_id_unique').on(table.providerId),
    index('kyc_verifications_application_id_idx').on(table.applicationId),
  ],
);

/** The provider's webhook events applied or seen: a replayed or re-delivered id changes nothing. */
export const kycWebhookEvents = pgTable('kyc_webhook_events', {
  eventId: text('event_id').primaryKey(),
  verificationProviderId: text('verification_provider_id').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$defaultFn(now),
  /** `applied`, or `stale` (older than the verification's last event). */
  outcome: text('outcome').notNull(),
});
