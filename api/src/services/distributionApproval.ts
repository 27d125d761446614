// Whether the judges have approved a cohort's distribution: the hook the period move to
// distribution and the settings lock ask. The judging issue replaces `beforeJudging` with a
// source that counts the judges' approvals.
import { count, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import { users } from '../db/schema';

export interface DistributionApproval {
  approvals: number;
  judges: number;
  /** How many approvals the distribution needs; 0 while judges do not approve distributions. */
  required: number;
}

export interface DistributionApprovalSource {
  read(db: Database, cohortId: number): Promise<DistributionApproval>;
}

/** Until judges approve distributions (the judging issue), none is required. */
export const beforeJudging: DistributionApprovalSource = {
  async read(db) {
    const [judges] = await db.select({ value: count() }).from(users).where(eq(users.role, 'judge'));
    return { approvals: 0, judges: judges?.value ?? 0, required: 0 };
  },
};

export const isApproved = (approval: DistributionApproval) =>
  approval.approvals >= approval.required;
