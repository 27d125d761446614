// A nomination's evidence as each reader sees it: judges and admins the links, notes and GitHub
// facts; the scouts backing it also which links they added and may remove.
import { githubReferenceOf, type Evidence, type ScoutEvidence } from '@glow/contract';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { nominationEvidence } from '../db/schema';

export type EvidenceRow = typeof nominationEvidence.$inferSelect;

export function readEvidenceRows(db: Database, nominationId: number): Promise<EvidenceRow[]> {
  return db
    .select()
    .from(nominationEvidence)
    .where(eq(nominationEvidence.nominationId, nominationId))
    .orderBy(asc(nominationEvidence.addedAt), asc(nominationEvidence.id));
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

export function toEvidence(row: EvidenceRow): Evidence {
  return {
    id: row.id,
    url: row.url,
    kind: row.kind,
    note: row.note,
    addedAt: row.addedAt.toISOString(),
    github: githubReferenceOf(row.url)
      ? {
          title: row.githubTitle,
          state: row.githubState,
          mergedAt: iso(row.githubMergedAt),
          publishedAt: iso(row.githubPublishedAt),
          readAt: iso(row.githubReadAt),
          notReadBecause: row.githubNotReadBecause,
        }
      : null,
  };
}

/** Evidence as `scoutId` sees it: theirs, and removable by them while it may change. */
export function toScoutEvidence(
  row: EvidenceRow,
  scoutId: number,
  { nominator, canChange }: { nominator: boolean; canChange: boolean },
): ScoutEvidence {
  const addedByMe = row.addedBy === scoutId;
  return { ...toEvidence(row), addedByMe, canRemove: canChange && (addedByMe || nominator) };
}

export async function readEvidence(db: Database, nominationId: number): Promise<Evidence[]> {
  return (await readEvidenceRows(db, nominationId)).map(toEvidence);
}
