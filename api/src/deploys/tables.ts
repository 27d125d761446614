// The deploys area's table: the failures of role areas that browsers report.
import { index, pgEnum, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { AREA_FAILURE_KINDS } from '@glow/contract';
import { createdAt } from '../db/columns';

export const areaFailureKindEnum = pgEnum('area_failure_kind', AREA_FAILURE_KINDS);

/**
 * One browser's report that a remote's version failed on a route, at most one per browser, hour,
 * remote, version, route and kind. Nothing about the person: no address, no ids, no error text.
 */
export const areaFailures = pgTable(
  'area_failures',
  {
    id: serial('id').primaryKey(),
    remote: text('remote').notNull(),
    version: text('version').notNull(),
    route: text('route').notNull(),
    kind: areaFailureKindEnum('kind').notNull(),
    reportedAt: createdAt(),
  },
  (table) => [
    index('area_failures_reported_at_idx').on(table.reportedAt),
    index('area_failures_remote_version_idx').on(table.remote, table.version, table.reportedAt),
  ],
);
