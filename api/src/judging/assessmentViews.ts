// A judge's row of a nomination as the contract shows it (AssessmentSchema): with the judge's
// name, "a former judge" once their account is deleted.
import type { Assessment } from '@glow/contract';
import { asc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/database';
import { judgeAssessments, users } from '../db/schema';
import { FORMER_JUDGE } from './compiledDistribution';

export type AssessmentRow = typeof judgeAssessments.$inferSelect;

/** A user's name as judging shows it: first and last name, else the email. */
export const userName = () =>
  sql<string>`coalesce(nullif(concat_ws(' ', ${users.firstName}, ${users.lastName}), ''), ${users.email})`;

/** The judges' rows `where` selects, oldest first, with each judge's name (null: deleted). */
export function selectAssessments(db: Database, where: SQL | undefined) {
  return db
    .select({ ...getTableColumns(judgeAssessments), judgeName: userName() })
    .from(judgeAssessments)
    .leftJoin(users, eq(users.id, judgeAssessments.judgeId))
    .where(where)
    .orderBy(asc(judgeAssessments.createdAt), asc(judgeAssessments.id));
}

export function toAssessment(row: AssessmentRow & { judgeName: string | null }): Assessment {
  const assessed = row.status === 'assessed';
  return {
    id: row.id,
    nominationId: row.nominationId,
    judge: { id: row.judgeId, name: row.judgeId === null ? FORMER_JUDGE : (row.judgeName ?? '') },
    status: row.status,
    criteria: assessed
      ? {
          over18: row.over18!,
          coreInfrastructure: row.coreInfrastructure!,
          recentWork: row.recentWork!,
          unpaid: row.unpaid!,
        }
      : null,
    size: row.size,
    rejectionReason: row.rejectionReason,
    comment: row.comment,
    recusalReason: row.recusalReason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt?.toISOString() ?? null,
  };
}

/** One row by id, with its judge's name, or null. */
export async function readAssessment(db: Database, id: number) {
  const [row] = await selectAssessments(db, eq(judgeAssessments.id, id));
  return row ?? null;
}
