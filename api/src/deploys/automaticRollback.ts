// The way back by itself: a remote's version made live by a deploy (never by a rollback, so no
// loop) is watched for a while; when the browsers reporting it failing (each counted once,
// whatever it reports) reach the threshold within the window, it is rolled back to the version
// before, as `pnpm rollback:remote` would (with the live shell's check), recorded as automatic in
// the remote's history, audited, and announced to every active admin. Any number of API processes
// may run this at once: the one that claims the deploy's row (area_rollback_attempts) tries, and
// the rollback itself only switches from the version judged, so a remote is rolled back once and
// the admins are told once. A refused rollback is announced once and tried again once per window
// while the version is watched.
import {
  describeError,
  readDeploymentHistory,
  readLiveVersions,
  rollbackRemote,
  type DeploymentHistory,
} from '@glow/deploy';
import { and, count, eq, gte, isNull, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { now } from '../clock';
import type { AutoRollbackConfig } from '../config';
import type { Database } from '../db/database';
import { users } from '../db/schema';
import { recordAutomaticChange } from '../system/auditLog';
import { enqueueEmail } from '../system/emailOutbox';
import type { CdnStores } from './cdnStores';
import {
  areaRolledBackEmail,
  areaRollbackRefusedEmail,
  type FailingVersion,
} from './rollbackEmails';
import { areaFailures, areaRollbackAttempts } from './tables';

export interface AutomaticRollbackOptions {
  db: Database;
  stores: CdnStores;
  settings: Pick<AutoRollbackConfig, 'failures' | 'windowMs' | 'watchMs'>;
  appUrl: string;
  log: FastifyBaseLogger;
}

/** What one round did about one remote whose watched version failed enough. */
export type RollbackOutcome =
  | { remote: string; version: string; failures: number; outcome: 'rolledBack'; to: string }
  | { remote: string; version: string; failures: number; outcome: 'refused'; refusal: string }
  /** Another version became live while this one was being rolled back (a person, or a deploy). */
  | { remote: string; version: string; failures: number; outcome: 'changedMeanwhile' };

/**
 * The deploy that made `version` live, if the last thing that happened to it was a deploy that
 * may be rolled back by itself (not one deployed with --no-auto-rollback).
 */
function deployOf(
  history: DeploymentHistory,
  version: string,
): { at: Date; from: string | null } | undefined {
  const last = history.log.filter((entry) => entry.version === version).at(-1);
  return last?.action === 'deploy' && !last.noAutomaticRollback
    ? { at: new Date(last.at), from: last.from }
    : undefined;
}

async function failuresSince(db: Database, remote: string, version: string, since: Date) {
  const [row] = await db
    .select({ value: count() })
    .from(areaFailures)
    .where(
      and(
        eq(areaFailures.remote, remote),
        eq(areaFailures.version, version),
        eq(areaFailures.firstOfBrowser, true),
        gte(areaFailures.reportedAt, since),
      ),
    );
  return row?.value ?? 0;
}

/**
 * Claims the try for this deploy: true for the one process that inserted its row, or found the
 * last try (a refused one) a window old; false while another holds it or once it was rolled back.
 */
async function claimAttempt(
  db: Database,
  deploy: { remote: string; version: string; deployedAt: Date },
  failures: number,
  at: Date,
  retryMs: number,
): Promise<{ claimed: false } | { claimed: true; refusedBefore: boolean }> {
  const [row] = await db
    .insert(areaRollbackAttempts)
    .values({ ...deploy, attemptedAt: at, failures })
    .onConflictDoUpdate({
      target: [
        areaRollbackAttempts.remote,
        areaRollbackAttempts.version,
        areaRollbackAttempts.deployedAt,
      ],
      set: { attemptedAt: at, failures },
      setWhere: and(
        isNull(areaRollbackAttempts.rolledBackTo),
        lte(areaRollbackAttempts.attemptedAt, new Date(at.getTime() - retryMs)),
      ),
    })
    .returning({ refusal: areaRollbackAttempts.refusal });
  return row ? { claimed: true, refusedBefore: row.refusal !== null } : { claimed: false };
}

function activeAdmins(db: Database) {
  return db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deactivatedAt), isNull(users.erasedAt)));
}

const attemptOf = (failing: FailingVersion, deployedAt: Date) =>
  and(
    eq(areaRollbackAttempts.remote, failing.remote),
    eq(areaRollbackAttempts.version, failing.version),
    eq(areaRollbackAttempts.deployedAt, deployedAt),
  );

/**
 * The audit entry of what the API did about `failing` (what happened in `details`, beside the
 * remote and the counts that decided it), and an email to every active admin.
 */
async function auditAndTellAdmins(
  tx: Database,
  failing: FailingVersion,
  action: 'area.rollback' | 'area.rollback_refused',
  details: Record<string, string>,
  emailTo: (admin: string) => Parameters<typeof enqueueEmail>[1],
): Promise<void> {
  const { remote, failures, threshold, windowMinutes } = failing;
  await recordAutomaticChange(tx, {
    action,
    entity: 'remote',
    entityId: remote,
    details: { remote, ...details, failures, threshold, windowMinutes },
  });
  for (const admin of await activeAdmins(tx)) await enqueueEmail(tx, emailTo(admin.email));
}

/** The rollback happened: recorded, audited and announced in one transaction. */
async function recordRolledBack(
  options: AutomaticRollbackOptions,
  failing: FailingVersion,
  deployedAt: Date,
  to: string,
): Promise<void> {
  const { db, appUrl } = options;
  await db.transaction(async (tx) => {
    await tx
      .update(areaRollbackAttempts)
      .set({ rolledBackTo: to, refusal: null })
      .where(attemptOf(failing, deployedAt));
    await auditAndTellAdmins(tx, failing, 'area.rollback', { from: failing.version, to }, (admin) =>
      areaRolledBackEmail(admin, failing, to, appUrl),
    );
  });
}

/** The rollback was refused: recorded; audited and announced the first time only. */
async function recordRefused(
  options: AutomaticRollbackOptions,
  failing: FailingVersion,
  deployedAt: Date,
  refusal: string,
  refusedBefore: boolean,
): Promise<void> {
  const { db, appUrl } = options;
  await db.transaction(async (tx) => {
    await tx.update(areaRollbackAttempts).set({ refusal }).where(attemptOf(failing, deployedAt));
    if (refusedBefore) return;
    await auditAndTellAdmins(
      tx,
      failing,
      'area.rollback_refused',
      { version: failing.version, refusal },
      (admin) => areaRollbackRefusedEmail(admin, failing, refusal, appUrl),
    );
  });
}

/** Rolls back `failing` (live since `deployedAt`), or records why not. */
async function rollBack(
  options: AutomaticRollbackOptions,
  failing: FailingVersion,
  deployedAt: Date,
  refusedBefore: boolean,
): Promise<RollbackOutcome> {
  const { stores, log } = options;
  const { remote, version, failures } = failing;
  let to: string;
  try {
    const result = await rollbackRemote({
      store: stores.remotes,
      name: remote,
      ...(stores.shell ? { shell: stores.shell } : {}),
      expectLive: version,
      automatic: {
        reason: `${failures} browsers reported failures within ${failing.windowMinutes} minutes (limit ${failing.threshold})`,
      },
      now,
    });
    to = result.listing.version;
  } catch (error) {
    const refusal = describeError(error);
    const liveNow = await readLiveVersions(stores.remotes).then(
      (live) => live.get(remote),
      () => version,
    );
    if (liveNow !== version) {
      log.info({ remote, version, liveNow }, 'a failing version was replaced meanwhile');
      return { remote, version, failures, outcome: 'changedMeanwhile' };
    }
    await recordRefused(options, failing, deployedAt, refusal, refusedBefore);
    log.error({ remote, version, failures, refusal }, 'a failing version could not be rolled back');
    return { remote, version, failures, outcome: 'refused', refusal };
  }
  try {
    await recordRolledBack(options, failing, deployedAt, to);
  } catch (error) {
    // The switch happened; only its record is missing: say so rather than hide it.
    log.error(
      { remote, from: version, to, failures, err: error },
      'a failing version was rolled back, but the audit entry and the emails could not be written',
    );
    throw error;
  }
  log.warn({ remote, from: version, to, failures }, 'a failing version was rolled back');
  return { remote, version, failures, outcome: 'rolledBack', to };
}

/**
 * One round: every live remote's watched version whose failures reached the threshold is rolled
 * back (or its refusal recorded). Answers what was done; throws when the store cannot be read.
 */
export async function rollBackFailingVersions(
  options: AutomaticRollbackOptions,
): Promise<RollbackOutcome[]> {
  const { db, stores, settings, log } = options;
  const outcomes: RollbackOutcome[] = [];
  for (const [remote, version] of await readLiveVersions(stores.remotes)) {
    let deploy: ReturnType<typeof deployOf>;
    try {
      deploy = deployOf(await readDeploymentHistory(stores.remotes, remote), version);
    } catch (error) {
      log.warn({ remote, err: error }, 'a deployment history cannot be read');
      continue;
    }
    const at = now();
    // Nothing deployed before it: there is nowhere to go back to.
    if (!deploy || deploy.from === null) continue;
    if (at.getTime() - deploy.at.getTime() > settings.watchMs) continue;
    const since = new Date(Math.max(deploy.at.getTime(), at.getTime() - settings.windowMs));
    const failures = await failuresSince(db, remote, version, since);
    if (failures < settings.failures) continue;
    const attempt = { remote, version, deployedAt: deploy.at };
    const claim = await claimAttempt(db, attempt, failures, at, settings.windowMs);
    if (!claim.claimed) continue;
    const failing: FailingVersion = {
      remote,
      version,
      failures,
      threshold: settings.failures,
      windowMinutes: Math.round(settings.windowMs / 60_000),
    };
    outcomes.push(await rollBack(options, failing, deploy.at, claim.refusedBefore));
  }
  return outcomes;
}
