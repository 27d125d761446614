// The contributor's own writes to their application: accepting a document, answering the
// eligibility questions, submitting the details with the signed grant agreement. Each runs in one
// transaction with the rows locked, checks the step order first and is audited.
import {
  CONTRIBUTOR_DOCUMENT_NAMES,
  CURRENT_DOCUMENT_VERSIONS,
  GRANT_AGREEMENT,
  eligibilityExplanation,
  failingEligibility,
  type AcceptedDocument,
  type ApplicationDetails,
  type DocumentAccepted,
  type EligibilityAnswers,
  type EligibilityOutcome,
  type SubmitApplicationDetailsRequest,
} from '@glow/contract';
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { applications, documentAcceptances } from '../db/schema';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { fieldsInvalid } from '../errors/fieldErrors';
import { recordChange, type Actor } from '../system/auditLog';
import { loadApplicationForWrite, loadPersonForWrite, progressOf } from './applicationSteps';

/** "terms accepted", "code of conduct accepted". */
const ACCEPTED_MESSAGES: Record<AcceptedDocument, string> = {
  terms: MESSAGES.documentAccepted('terms'),
  codeOfConduct: MESSAGES.documentAccepted('code of conduct'),
};

/**
 * Accepts the current version of a document, in order (the terms, then the code of conduct).
 * Accepting a version accepted before changes nothing and answers its first acceptance.
 */
export async function acceptDocument(
  db: Database,
  actor: Actor,
  document: AcceptedDocument,
  version: string,
): Promise<DocumentAccepted> {
  return db.transaction(async (tx) => {
    await loadPersonForWrite(tx, actor, document);
    const current = CURRENT_DOCUMENT_VERSIONS[document];
    if (version !== current) {
      const name = CONTRIBUTOR_DOCUMENT_NAMES[document];
      throw fieldsInvalid([
        {
          field: 'version',
          message: MESSAGES.versionNotCurrent('version', version, name, current),
        },
      ]);
    }
    const [accepted] = await tx
      .insert(documentAcceptances)
      .values({ userId: actor.id, document, version })
      .onConflictDoNothing()
      .returning({ acceptedAt: documentAcceptances.acceptedAt });
    if (accepted) {
      await recordChange(tx, actor, {
        action: 'document.accepted',
        entity: 'user',
        entityId: actor.id,
        details: { document, version },
      });
    }
    const acceptedAt =
      accepted?.acceptedAt ?? (await firstAcceptance(tx, actor.id, document, version));
    return { message: ACCEPTED_MESSAGES[document], version, acceptedAt: acceptedAt.toISOString() };
  });
}

async function firstAcceptance(
  tx: Database,
  userId: number,
  document: AcceptedDocument,
  version: string,
): Promise<Date> {
  const [row] = await tx
    .select({ acceptedAt: documentAcceptances.acceptedAt })
    .from(documentAcceptances)
    .where(
      and(
        eq(documentAcceptances.userId, userId),
        eq(documentAcceptances.document, document),
        eq(documentAcceptances.version, version),
      ),
    );
  return row!.acceptedAt;
}

/**
 * Records the answers, once. A "no" ends the application as not eligible (final for the cohort
 * unless an admin reopens it) and answers why, in plain words; the request itself succeeded.
 */
export async function answerEligibility(
  db: Database,
  actor: Actor,
  applicationId: number,
  answers: EligibilityAnswers,
): Promise<EligibilityOutcome> {
  return db.transaction(async (tx) => {
    const { application, contributor, person, progress } = await loadApplicationForWrite(
      tx,
      actor,
      applicationId,
      'eligibility',
    );
    if (progress.steps.find(({ step }) => step === 'eligibility')?.state === 'done') {
      throw conflict(MESSAGES.eligibilityAnsweredAlready);
    }
    const failing = failingEligibility(answers);
    const eligible = failing.length === 0;
    const [updated] = await tx
      .update(applications)
      .set({
        eligibility: answers,
        eligibilityAnsweredAt: now(),
        eligibilityAnsweredBy: actor.id,
        failingEligibility: eligible ? null : failing,
        eligibilityCarriedFrom: null,
        status: eligible ? application.status : 'notEligible',
        updatedAt: now(),
      })
      .where(eq(applications.id, application.id))
      .returning();
    await recordChange(tx, actor, {
      action: 'application.eligibilityAnswered',
      entity: 'application',
      entityId: application.id,
      details: { answers },
    });
    if (!eligible) {
      await recordChange(tx, actor, {
        action: 'application.notEligible',
        entity: 'application',
        entityId: application.id,
        details: { failing },
      });
      return {
        eligible: false,
        message: MESSAGES.contributorNotEligible(eligibilityExplanation(failing)),
        failing,
      };
    }
    return {
      eligible: true,
      message: MESSAGES.eligibilityConfirmed,
      progress: progressOf(
        { ...updated!, cohortPeriod: application.cohortPeriod },
        contributor,
        person,
      ),
    };
  });
}

/** Names compared as people type them: case, spaces around and between words do not count. */
const comparableName = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

/** The details part of the request (the agreement's fields are stored in their own columns). */
function detailsOf(request: SubmitApplicationDetailsRequest): ApplicationDetails {
  return {
    previousXrplGrants: request.previousXrplGrants,
    previousAccelerator: request.previousAccelerator,
    website: request.website,
    github: request.github,
    xHandle: request.xHandle,
    additionalInformation: request.additionalInformation,
  };
}

/**
 * Submits the details and signs the grant agreement for the admins' review: first, again after
 * they returned it, or again after a wallet change (the agreement then names the new address).
 * The typed name must be the contributor's full name, the version the current agreement's and
 * the confirmed address their registered wallet.
 */
export async function submitDetails(
  db: Database,
  actor: Actor,
  applicationId: number,
  request: SubmitApplicationDetailsRequest,
) {
  return db.transaction(async (tx) => {
    const { application, contributor, person } = await loadApplicationForWrite(
      tx,
      actor,
      applicationId,
      'details',
    );
    if (application.status === 'submitted') throw conflict(MESSAGES.applicationWithAdmins);
    if (application.status === 'approved') {
      throw conflict(MESSAGES.applicationApprovedAlready);
    }
    const fullName = `${contributor.firstName} ${contributor.lastName}`;
    const problems = [
      ...(request.agreementVersion === GRANT_AGREEMENT.version
        ? []
        : [
            {
              field: 'agreementVersion',
              message: MESSAGES.versionNotCurrent(
                'agreementVersion',
                request.agreementVersion,
                CONTRIBUTOR_DOCUMENT_NAMES.grantAgreement,
                GRANT_AGREEMENT.version,
              ),
            },
          ]),
      ...(comparableName(request.agreementName) === comparableName(fullName)
        ? []
        : [{ field: 'agreementName', message: MESSAGES.agreementNameNotFullName(fullName) }]),
    ];
    if (problems.length > 0) throw fieldsInvalid(problems);
    if (request.confirmedAddress !== contributor.xrplAddress) {
      throw conflict(MESSAGES.confirmedAddressNotRegistered);
    }
    const details = detailsOf(request);
    const submittedAt = now();
    const [updated] = await tx
      .update(applications)
      .set({
        details,
        agreementName: request.agreementName.trim(),
        agreementVersion: request.agreementVersion,
        agreedAddress: request.confirmedAddress,
        submittedAt,
        status: 'submitted',
        updatedAt: submittedAt,
      })
      .where(eq(applications.id, application.id))
      .returning();
    await recordChange(tx, actor, {
      action: 'application.submitted',
      entity: 'application',
      entityId: application.id,
      details: {
        detailsHash: createHash('sha256').update(JSON.stringify(details)).digest('hex'),
        agreementVersion: request.agreementVersion,
        agreementName: request.agreementName.trim(),
        agreedAddress: request.confirmedAddress,
        ...(application.status === 'returned' ? { resubmitted: true } : {}),
        ...(application.status === 'walletChanged' ? { afterWalletChange: true } : {}),
      },
    });
    return {
      message: MESSAGES.applicationSubmitted,
      progress: progressOf(
        { ...updated!, cohortPeriod: application.cohortPeriod },
        contributor,
        person,
      ),
    };
  });
}
