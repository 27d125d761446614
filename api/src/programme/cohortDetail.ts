import { isEndedPeriod, PERIOD_MOVES, type CohortDetail } from '@glow/contract';
import { now } from '../clock';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Services } from '../http/handler';
import { readDistributionApproval } from '../judging/distributionApproval';
import { findCohort, judgesOf, periodsOf, scoutsOf } from './cohortQueries';
import {
  cancelRefusal,
  moveRefusal,
  nextPeriodOf,
  orderedSizes,
  settingsLockReason,
} from './cohortRules';
import { figuresOf, toCohortListItem } from './cohortViews';

const personName = (person: { firstName: string | null; lastName: string | null }) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || null;

/** The cohort's page: settings, periods, the next move and whether it is allowed, people. */
export async function readCohortDetail(
  { db }: Pick<Services, 'db'>,
  id: number,
): Promise<CohortDetail> {
  const row = await findCohort(db, id);
  if (!row) throw notFound(MESSAGES.cohortNotFound);
  const at = now();
  const [[figures], periods, approval, scouts, judgeRows] = await Promise.all([
    figuresOf(db, [row]),
    periodsOf(db, id),
    readDistributionApproval(db, id),
    scoutsOf(db, id),
    judgesOf(db, row),
  ]);
  const next = nextPeriodOf(row.period);
  const refusal = next && moveRefusal(row, next, approval, at);
  const cancelRefused = cancelRefusal(row, approval);
  return {
    ...toCohortListItem(row, figures!, at),
    grantAmounts: row.grantAmounts,
    kycSizes: orderedSizes(row.kycSizes),
    periods: periods.map((period) => ({
      period: period.period,
      beganAt: period.beganAt.toISOString(),
    })),
    nextMove: next && { period: next, ...PERIOD_MOVES[next], allowed: !refusal, reason: refusal },
    settingsLocked: settingsLockReason(row, approval) !== null,
    distribution: approval,
    scouts: scouts.map((scout) => ({
      id: scout.id,
      email: scout.email,
      name: personName(scout),
      nominations: scout.nominations,
    })),
    judges: judgeRows.map((judge) => ({
      id: judge.id,
      email: judge.email,
      name: personName(judge),
    })),
    judgesRemindedAt: row.judgesRemindedAt?.toISOString() ?? null,
    cancel: isEndedPeriod(row.period) ? null : { allowed: !cancelRefused, reason: cancelRefused },
  };
}
