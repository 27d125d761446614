// Programme data written straight into a test database, for tests that need more than the demo
// cohort (another cohort, many nominations) or many voters at once (registration is tested on
// its own; here voters and their wallet sessions are simply inserted).
import { randomBytes } from 'node:crypto';
import {
  CYCLE_PERIODS,
  NEXT_PERIOD,
  type CohortClosing,
  type CohortDetail,
  type CohortPeriod,
  type CyclePeriod,
  type MoveCohortRequest,
  type Screening,
  type WalletKind,
} from '@glow/contract';
import { encodeAccountID } from 'ripple-address-codec';
import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  cohortPeriods,
  cohortVoters,
  cohorts,
  contributors,
  nominationProjects,
  nominations,
  projects,
  scoutBackings,
  sessions,
  voters,
  votes,
} from '../db/schema';
import { freezeCohortFigures } from '../programme/cohortFigures';
import { recordVotersWhoTookPart } from '../voting/cohortVoters';
import { hashSecretToken, newSecretToken } from '../users/secretTokens';
import type { ApiResponse, TestApi } from './testApi';

export interface AddedCohort {
  id: number;
  name: string;
  nominationIds: number[];
}

export interface CohortToAdd {
  name: string;
  period?: CyclePeriod;
  /** How many nominations (each with its own contributor and project); 3 unless given. */
  nominations?: number;
  startsAt?: Date;
  /** The scout of every nomination (none unless given). */
  scoutId?: number;
}

/** Every screening answer passing: what a nomination is saved with. */
export const SCREENING_PASSED: Screening = {
  over18: true,
  notInRestrictedRegion: true,
  notOnSanctionsList: true,
  notRippleEmployee: true,
};

/**
 * Adds a cohort with nominations, the rows of the periods it reached (each begun now but the
 * first, begun at its start) and, when closed, its frozen figures. The database allows one
 * cohort without an end: add an active one (any period but `closed`) only when no other is active.
 */
export async function addCohort(db: Database, cohort: CohortToAdd): Promise<AddedCohort> {
  const period = cohort.period ?? 'voting';
  const startsAt = cohort.startsAt ?? new Date(Date.now() - 60_000);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(cohorts)
      .values({
        name: cohort.name,
        period,
        startsAt,
        endsAt: period === 'closed' ? new Date() : null,
      })
      .returning();
    const reached = CYCLE_PERIODS.slice(0, CYCLE_PERIODS.indexOf(period) + 1);
    await tx.insert(cohortPeriods).values(
      reached.map((reachedPeriod) => ({
        cohortId: row!.id,
        period: reachedPeriod,
        beganAt: reachedPeriod === 'nomination' ? startsAt : new Date(),
      })),
    );
    const nominationIds: number[] = [];
    const slug = cohort.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    for (let index = 1; index <= (cohort.nominations ?? 3); index += 1) {
      const name = `${slug}-project-${index}`;
      const [project] = await tx
        .insert(projects)
        .values({
          name,
          description: `Project ${index} of ${cohort.name}`,
          githubRepo: `glow-tests/${name}`,
        })
        .returning();
      const [contributor] = await tx
        .insert(contributors)
        .values({
          firstName: `First${index}`,
          lastName: `${cohort.name} Last${index}`,
          email: `${name}@example.org`,
          githubUsername: `${slug}-dev-${index}`,
          projectRole: 'maintainer',
          contributorSince: '2024-01-01',
        })
        .returning();
      const [nomination] = await tx
        .insert(nominations)
        .values({
          cohortId: row!.id,
          contributorId: contributor!.id,
          scoutId: cohort.scoutId ?? null,
          description: `Nomination ${index} of ${cohort.name}`,
          categories: ['Others'],
          contributionDate: '2026-09-01',
          screening: SCREENING_PASSED,
        })
        .returning();
      await tx.insert(nominationProjects).values({
        nominationId: nomination!.id,
        projectId: project!.id,
        cohortId: row!.id,
        contributorId: contributor!.id,
      });
      if (cohort.scoutId !== undefined) {
        await tx.insert(scoutBackings).values({
          cohortId: row!.id,
          scoutId: cohort.scoutId,
          projectId: project!.id,
          nominationId: nomination!.id,
        });
      }
      nominationIds.push(nomination!.id);
    }
    if (period === 'closed') await freezeCohortFigures(tx, row!.id);
    return { id: row!.id, name: row!.name, nominationIds };
  });
}

/**
 * Takes away the votes of the cohort without an end (the demo's Wave 1) and the record of who
 * took part in it: for tests that count votes and voters from none.
 */
export async function withoutUnclosedCohortVotes(db: Database): Promise<void> {
  const unclosed = db.select({ id: cohorts.id }).from(cohorts).where(isNull(cohorts.endsAt));
  await db
    .delete(votes)
    .where(
      inArray(
        votes.nominationId,
        db
          .select({ id: nominations.id })
          .from(nominations)
          .where(inArray(nominations.cohortId, unclosed)),
      ),
    );
  await db.delete(cohortVoters).where(inArray(cohortVoters.cohortId, unclosed));
}

/**
 * The nominations of the cohort without an end (the demo's Wave 1; the closed Pilot has others).
 */
export async function unclosedCohortNominationIds(db: Database): Promise<number[]> {
  const rows = await db
    .select({ id: nominations.id })
    .from(nominations)
    .innerJoin(cohorts, eq(cohorts.id, nominations.cohortId))
    .where(isNull(cohorts.endsAt))
    .orderBy(asc(nominations.id));
  return rows.map((row) => row.id);
}

/**
 * What a close confirms, as the admin's page sends it: the grants GET …/closing shows going back
 * to the pool and, before the applications' due date, that date.
 */
export async function closeConfirmation(
  api: TestApi,
  cohortId: number,
  token: string,
): Promise<Omit<MoveCohortRequest, 'period'>> {
  const closing = await api.call<CohortClosing>('GET', `/api/cohorts/${cohortId}/closing`, {
    token,
  });
  if (closing.status !== 200) {
    throw new Error(`Reading cohort ${cohortId}'s closing answered ${closing.status}`);
  }
  const { returningToPool, beforeApplicationsDue, applicationsDueOn } = closing.body;
  return {
    returningGrantIds: returningToPool.map((grant) => grant.grantId),
    ...(beforeApplicationsDue && applicationsDueOn !== null && { applicationsDueOn }),
  };
}

/**
 * Moves a cohort through POST /api/cohorts/{id}/period as the demo admin, one period at a time
 * from the one it is in to `target` (the only way the API allows), confirming a close as the
 * admin's page does; answers the last answer.
 */
export async function moveCohortTo(
  api: TestApi,
  cohortId: number,
  target: CohortPeriod,
): Promise<ApiResponse<CohortDetail>> {
  const admin = await api.loginAs('admin');
  const path = `/api/cohorts/${cohortId}`;
  let answer = await api.call<CohortDetail>('GET', path, { token: admin });
  while (answer.status === 200 && answer.body.period !== target) {
    const next = NEXT_PERIOD[answer.body.period];
    if (!next) throw new Error(`Cohort ${cohortId} ended: it cannot move to ${target}`);
    const confirmed = next === 'closed' ? await closeConfirmation(api, cohortId, admin) : {};
    answer = await api.call<CohortDetail>('POST', `${path}/period`, {
      token: admin,
      body: { period: next, ...confirmed },
    });
  }
  if (answer.status !== 200) {
    throw new Error(
      `Moving cohort ${cohortId} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
    );
  }
  return answer;
}

/**
 * Closes the unclosed cohort (the demo's Wave 1) straight in the database, as if an admin had
 * moved it to the end (its period rows, end and frozen figures, no emails), and starts `name` in
 * its nomination period without nominations: scouts can nominate.
 */
export async function openNominations(api: TestApi, name = 'Wave 2'): Promise<AddedCohort> {
  await api.db.transaction(async (tx) => {
    const [unclosed] = await tx.select().from(cohorts).where(isNull(cohorts.endsAt));
    if (!unclosed) return;
    // The cohort without an end is in one of its cycle's periods (a cancelled one has an end).
    const after = CYCLE_PERIODS.slice(CYCLE_PERIODS.indexOf(unclosed.period as CyclePeriod) + 1);
    if (after.length > 0) {
      await tx
        .insert(cohortPeriods)
        .values(after.map((period) => ({ cohortId: unclosed.id, period })));
    }
    await tx
      .update(cohorts)
      .set({ period: 'closed', endsAt: new Date() })
      .where(eq(cohorts.id, unclosed.id));
    await freezeCohortFigures(tx, unclosed.id);
  });
  return addCohort(api.db, { name, period: 'nomination', nominations: 0 });
}

export interface AddedScout {
  id: number;
  email: string;
  /** The api_token of a session of the scout. */
  token: string;
}

/** Invites a scout as the demo admin, sets their password and signs them in. */
export async function addScout(api: TestApi, email: string): Promise<AddedScout> {
  const password = 'scout-password';
  const { id } = await api.addUser({ email, role: 'scout', password });
  const login = await api.login(email, password);
  if (login.status !== 200) throw new Error(`Signing in ${email} answered ${login.status}`);
  return { id, email, token: String(login.body.api_token) };
}

/** A classic address of random bytes: nobody holds its key, which is fine for a voter row. */
export function randomAddress(): string {
  return encodeAccountID(randomBytes(20));
}

export interface InsertedVoter {
  id: number;
  address: string;
  /** The api_token of a wallet session for the address. */
  token: string;
}

/**
 * Inserts `count` registered voters and a wallet session for each (what registration and a
 * wallet sign-in would have left in the database), in batches.
 */
export async function insertVoters(
  db: Database,
  count: number,
  {
    walletKind = 'crossmark',
    ttlMs = 24 * 3600_000,
  }: { walletKind?: WalletKind; ttlMs?: number } = {},
): Promise<InsertedVoter[]> {
  const inserted: InsertedVoter[] = [];
  const expiresAt = new Date(Date.now() + ttlMs);
  for (let start = 0; start < count; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, count - start) }, () => ({
      address: randomAddress(),
      token: newSecretToken(),
    }));
    const rows = await db
      .insert(voters)
      .values(
        batch.map(({ address }) => ({
          address,
          registrationTxHash: randomBytes(32).toString('hex').toUpperCase(),
        })),
      )
      .returning({ id: voters.id, address: voters.address });
    await db.insert(sessions).values(
      batch.map(({ address, token }) => ({
        tokenHash: hashSecretToken(token),
        walletAddress: address,
        walletKind,
        expiresAt,
      })),
    );
    const idOf = new Map(rows.map((row) => [row.address, row.id]));
    for (const { address, token } of batch)
      inserted.push({ id: idOf.get(address)!, address, token });
  }
  return inserted;
}

/**
 * Inserts votes as voting would have left them: the rows, and their voters recorded as having
 * taken part in the nominations' cohorts (what the cohort figures count as voters).
 */
export async function insertCastVotes(
  db: Database,
  rows: (typeof votes.$inferInsert)[],
): Promise<void> {
  await db.insert(votes).values(rows);
  await recordVotersWhoTookPart(db);
}

/** The votes stored on these nominations: each by `voterId:nominationId`, and each nomination's sum. */
export interface StoredVotes {
  byKey: Map<string, number>;
  sums: Map<number, number>;
}

export async function storedVotes(db: Database, nominationIds: number[]): Promise<StoredVotes> {
  const rows = await db.select().from(votes).where(inArray(votes.nominationId, nominationIds));
  const sums = new Map(nominationIds.map((id) => [id, 0]));
  for (const row of rows) sums.set(row.nominationId, sums.get(row.nominationId)! + row.value);
  return {
    byKey: new Map(rows.map((row) => [`${row.voterId}:${row.nominationId}`, row.value])),
    sums,
  };
}
