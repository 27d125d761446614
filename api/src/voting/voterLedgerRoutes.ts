import { eq } from 'drizzle-orm';
import { cohorts } from '../db/schema';
import { notFound } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import type { Handlers } from '../http/handler';
import { cohortLedgerReads } from './voterLedgerReads';

export const voterLedgerRoutes: Pick<Handlers, 'voterLedgerReads'> = {
  async voterLedgerReads({ params }, { db }) {
    const [cohort] = await db
      .select({ id: cohorts.id })
      .from(cohorts)
      .where(eq(cohorts.id, params.id));
    if (!cohort) throw notFound(MESSAGES.cohortNotFound);
    const { lastReadAt, ...counts } = await cohortLedgerReads(db, cohort.id);
    return { ...counts, lastReadAt: lastReadAt?.toISOString() ?? null };
  },
};
