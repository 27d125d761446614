// A judge's row of a nomination as the contract shows it (AssessmentSchema): with the judge's
// name, "a former judge" once their account is deleted.
import type { Assessment, AssessmentCriteria } from '@glow/contract';
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

/** A judge's answers to the criteria: null for a recusal (the table's checks make them set). */
export const criteriaOf = (row: AssessmentRow): AssessmentCriteria | null =>
  row.status === 'assessed'
    ? { coreInfrastructure: row.coreInfrastructure!, recentWork: row.recentWork! }
    : null;

export function toAssessment(row: AssessmentRow & { judgeName: string | null }): Assessment {
  return {
    id: row.id,
    nominationId: row.nominationId,
    judge: { id: row.judgeId, name: row.judgeId === null ? FORMER_JUDGE : (row.judgeName ?? '') },
    status: row.status,
    criteria: criteriaOf(row),
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
