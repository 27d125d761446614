// When a person's erasure is refused: already erased, the admin themselves, the last admin, or
// a payment to them still open (awaiting the wallet or the ledger: erasing now would leave a
// payment in flight to someone no record names).
import { OPEN_PAYMENT_STATUSES } from '@glow/contract';
import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import type { Database } from '../db/database';
import { grants, payments, users } from '../db/schema';
import { MESSAGES } from '../errors/messages';
import { formatDay } from '../programme/cohortRules';
import type { Actor } from '../system/auditLog';
import type { UserRow } from './personalDataQueries';

/** The payments to the contributor still open (awaiting the wallet's signature or the ledger). */
async function openPaymentIds(db: Database, contributorId: number | null): Promise<number[]> {
  if (contributorId === null) return [];
  const rows = await db
    .select({ id: payments.id })
    .from(payments)
    .innerJoin(grants, eq(grants.id, payments.grantId))
    .where(
      and(
        eq(grants.contributorId, contributorId),
        inArray(payments.status, [...OPEN_PAYMENT_STATUSES]),
      ),
    )
    .orderBy(asc(payments.id));
  return rows.map((row) => row.id);
}

async function isLastAdmin(db: Database, user: UserRow): Promise<boolean> {
  if (user.role !== 'admin') return false;
  const [other] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.role, 'admin'),
        ne(users.id, user.id),
        isNull(users.deactivatedAt),
        isNull(users.erasedAt),
      ),
    )
    .limit(1);
  return !other;
}

/** Why erasing `user` is refused now, or null when it may go ahead. */
export async function erasureRefusalOf(
  db: Database,
  actor: Actor,
  user: UserRow,
  contributorId: number | null,
): Promise<string | null> {
  if (user.erasedAt) return MESSAGES.personAlreadyErased(formatDay(user.erasedAt));
  if (user.id === actor.id) return MESSAGES.cannotEraseSelf;
  if (await isLastAdmin(db, user)) return MESSAGES.cannotEraseLastAdmin;
  const open = await openPaymentIds(db, contributorId);
  if (open.length > 0) return MESSAGES.erasureWhilePaymentOpen(open);
  return null;
}
