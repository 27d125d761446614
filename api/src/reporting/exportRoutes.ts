import { now } from '../clock';
import { explorerUrlOf } from '../payments/explorerLinks';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { fileNamePart } from '../http/csv';
import type { Handlers } from '../http/handler';
import { approvedFinalSizes } from '../programme/programmeProgress';
import { findCohort } from '../programme/cohortQueries';
import { dayOf } from './reportShapes';
import {
  DEFAULT_PAGE_SIZES,
  nominationRows,
  NOMINATIONS_HEADER,
  paymentRows,
  PAYMENTS_HEADER,
  VOTES_HEADER,
  votesPerDayRows,
} from './exportQueries';

/** `glow-wave-1-votes-2026-11-24.csv`: what, of which cohort, as of which day. */
function exportName(what: string, cohortName: string | null): string {
  const cohort = cohortName === null ? '' : `${fileNamePart(cohortName)}-`;
  return `glow-${cohort}${what}-${dayOf(now())}.csv`;
}

async function cohortOrNotFound(db: Parameters<typeof findCohort>[0], id: number) {
  const cohort = await findCohort(db, id);
  if (!cohort) throw notFound(MESSAGES.cohortNotFound);
  return cohort;
}

/**
 * The CSV exports, streamed: each handler checks what it can answer as an error
 * (a missing cohort), then hands over rows read a page at a time while the download goes.
 */
export const exportRoutes: Pick<
  Handlers,
  'exportCohortNominations' | 'exportCohortVotes' | 'exportPayments'
> = {
  async exportCohortNominations({ params }, { db, config }) {
    const cohort = await cohortOrNotFound(db, params.id);
    // A map of the cohort's final sizes (one entry per nomination), read once per export.
    const finalSizes = await approvedFinalSizes(db, [cohort.id]);
    return {
      filename: exportName('nominations', cohort.name),
      header: NOMINATIONS_HEADER,
      rows: nominationRows(
        db,
        cohort,
        finalSizes,
        config.exports.pageSize ?? DEFAULT_PAGE_SIZES.nominations,
      ),
    };
  },

  async exportCohortVotes({ params }, { db, config }) {
    const cohort = await cohortOrNotFound(db, params.id);
    return {
      filename: exportName('votes-per-day', cohort.name),
      header: VOTES_HEADER,
      rows: votesPerDayRows(
        db,
        cohort.id,
        config.exports.pageSize ?? DEFAULT_PAGE_SIZES.votesNominations,
      ),
    };
  },

  async exportPayments({ query }, { db, config }) {
    const cohort = query.cohortId === undefined ? null : await cohortOrNotFound(db, query.cohortId);
    return {
      filename: exportName('payments', cohort?.name ?? null),
      header: PAYMENTS_HEADER,
      rows: paymentRows(
        db,
        cohort?.id ?? null,
        (hash: string) => explorerUrlOf(config.payments, hash),
        config.exports.pageSize ?? DEFAULT_PAGE_SIZES.payments,
      ),
    };
  },
};
