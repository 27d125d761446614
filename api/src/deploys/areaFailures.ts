// What browsers report about failing role areas: kept once per browser and hour for each remote,
// version, route and kind, and summed for the admins.
import type { AreaFailureSummary, ReportAreaFailureRequest } from '@glow/contract';
import { AREA_FAILURE_SUMMARY_HOURS } from '@glow/contract';
import { desc, gte, lt, max, min, sql } from 'drizzle-orm';
import { now } from '../clock';
import type { Database } from '../db/database';
import { areaFailures } from './tables';

const HOUR_MS = 60 * 60 * 1000;

/** How long a report is kept: long enough to compare a version with the ones before it. */
export const AREA_FAILURE_RETENTION_DAYS = 30;

/**
 * Keeps one report (the caller let it through as the browser's first this hour; `firstOfBrowser`:
 * its first of this remote's version, whatever the route and kind), and deletes the
 * reports older than the retention: as often as reports come, with no timer to run.
 */
export async function keepAreaFailure(
  db: Database,
  report: ReportAreaFailureRequest,
  firstOfBrowser: boolean,
): Promise<void> {
  await db.insert(areaFailures).values({ ...report, firstOfBrowser });
  const expired = new Date(now().getTime() - AREA_FAILURE_RETENTION_DAYS * 24 * HOUR_MS);
  await db.delete(areaFailures).where(lt(areaFailures.reportedAt, expired));
}

/** The reports of the last hours, by remote, version, route and kind, the latest first. */
export async function summariseAreaFailures(db: Database): Promise<AreaFailureSummary> {
  const since = new Date(now().getTime() - AREA_FAILURE_SUMMARY_HOURS * HOUR_MS);
  const rows = await db
    .select({
      remote: areaFailures.remote,
      version: areaFailures.version,
      route: areaFailures.route,
      kind: areaFailures.kind,
      count: sql<number>`count(*)::int`,
      firstAt: min(areaFailures.reportedAt),
      lastAt: max(areaFailures.reportedAt),
    })
    .from(areaFailures)
    .where(gte(areaFailures.reportedAt, since))
    .groupBy(areaFailures.remote, areaFailures.version, areaFailures.route, areaFailures.kind)
    .orderBy(desc(max(areaFailures.reportedAt)), areaFailures.remote, areaFailures.route);
  return {
    since: since.toISOString(),
    groups: rows.map(({ firstAt, lastAt, ...group }) => ({
      ...group,
      firstAt: firstAt!.toISOString(),
      lastAt: lastAt!.toISOString(),
    })),
  };
}
