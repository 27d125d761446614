// Grants ready to pay, an admin session holding the programme's wallet, and the programme's
// wallet signing and submitting a payment's transaction on the ledger stand-in (as GemWallet or
// Xaman would: the server's transaction, with Fee and Sequence added).
import type { GrantPaymentTransaction, PaymentBatch, WalletKind } from '@glow/contract';
import { eq, inArray, sql } from 'drizzle-orm';
import { applications, grants } from '../db/schema';
import type { ApiResponse, ConnectedTestWallet, TestApi } from './testApi';
import { givenApplicant, type ApplicantStage, type TestApplicant } from './testApplications';
import { approveDistribution, givenCohortInAssessment } from './testJudging';
import { programmeWallet, type SubmittedPayment } from './testLedger';

export interface PaymentCohort {
  id: number;
  name: string;
  /** Applicants whose grants are payable (application approved, wallet registered, no KYC). */
  payable: TestApplicant[];
  /** The grant of each applicant, by application id. */
  grantIdOf(applicant: TestApplicant): number;
}

/**
 * Closes the unclosed cohort and adds `name`, with `payable` applicants whose applications an
 * admin approved, and applicants at the given `others` stages (their grants wait); approves the
 * distribution (every nomination Medium) and reads the payments page once, which writes the grants.
 */
export async function givenPaymentCohort(
  api: TestApi,
  adminToken: string,
  { name, payable, others = [] }: { name: string; payable: number; others?: ApplicantStage[] },
): Promise<PaymentCohort & { others: TestApplicant[] }> {
  const cohort = await givenCohortInAssessment(api, { name, nominations: 0, judges: 3 });
  const ready: TestApplicant[] = [];
  for (let index = 0; index < payable; index += 1) {
    ready.push(await givenApplicant(api, cohort.id, { stage: 'submitted' }));
  }
  const waiting: TestApplicant[] = [];
  for (const stage of others) waiting.push(await givenApplicant(api, cohort.id, { stage }));
  if (ready.length > 0) {
    await api.db
      .update(applications)
      .set({
        status: 'approved',
        reviewedAt: new Date(),
        approvedAddress: sql`${applications.agreedAddress}`,
      })
      .where(
        inArray(
          applications.id,
          ready.map((applicant) => applicant.applicationId),
        ),
      );
  }
  await approveDistribution(api.db, cohort.id);
  const page = await api.call('GET', `/api/cohorts/${cohort.id}/payments`, { token: adminToken });
  if (page.status !== 200) throw new Error(`The payments page answered ${page.status}`);
  const rows = await api.db
    .select({ id: grants.id, applicationId: grants.applicationId })
    .from(grants)
    .where(eq(grants.cohortId, cohort.id));
  return {
    id: cohort.id,
    name,
    payable: ready,
    others: waiting,
    grantIdOf(applicant) {
      const row = rows.find((grant) => grant.applicationId === applicant.applicationId);
      if (!row) throw new Error(`${applicant.name} has no grant`);
      return row.id;
    },
  };
}

/** The demo admin signed in, with the programme's wallet connected to the same session. */
export async function adminWithProgrammeWallet(
  api: TestApi,
  kind: WalletKind = 'gemwallet',
): Promise<ConnectedTestWallet> {
  const token = await api.loginAs('admin');
  return api.connectWallet(kind, { wallet: programmeWallet(), token });
}

/** POST /api/payments/batches. */
export function createBatch(
  api: TestApi,
  token: string,
  cohortId: number,
  grantIds: number[],
): Promise<ApiResponse<PaymentBatch>> {
  return api.call<PaymentBatch>('POST', '/api/payments/batches', {
    token,
    body: { cohortId, grantIds },
  });
}

/**
 * Signs the payment's transaction with the programme's key and submits it, as the wallet does;
 * `changes` replace fields first (a wallet that changed them). Waits for validation unless told.
 */
export async function payFromProgramme(
  api: TestApi,
  transaction: GrantPaymentTransaction,
  { changes = {}, wait = true }: { changes?: Record<string, unknown>; wait?: boolean } = {},
): Promise<SubmittedPayment> {
  const submitted = await api.ledger.pay(programmeWallet(), {
    destination: transaction.Destination,
    amount: transaction.Amount,
    extra: {
      LastLedgerSequence: transaction.LastLedgerSequence,
      Memos: transaction.Memos,
      ...changes,
    },
  });
  if (wait && /^(tes|tec)/.test(submitted.engineResult)) {
    await api.ledger.waitForValidation(submitted.hash);
  }
  return submitted;
}
