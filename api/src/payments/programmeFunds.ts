// What the programme's wallet can pay: its balance on the ledger less the reserve the ledger
// keeps back (the base reserve and the owner reserve of the objects it owns, as the node reports
// them in server_info) and less the payments from it still open (awaiting the wallet's signature
// or the ledger: the balance does not show them until they are validated). Read before a batch
// is prepared, and a larger batch refused. A payment validated but not yet recorded counts twice
// until it is recorded: the wallet is never asked for more than it holds.
import { OPEN_PAYMENT_STATUSES, type ProgrammeFunds } from '@glow/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database } from '../db/database';
import { payments } from '../db/schema';
import type { AccountFunds, XrplClient } from '../clients/xrplClient';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';

/** Held by each batch's preparation: two batches prepared at once count each other's payments. */
const PROGRAMME_FUNDS_LOCK_ID = 727_003;

/** The drops of the payments from `source` still open. */
async function openPaymentDrops(db: Database, source: string): Promise<bigint> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${payments.amountDrops}), 0)::text` })
    .from(payments)
    .where(and(eq(payments.source, source), inArray(payments.status, [...OPEN_PAYMENT_STATUSES])));
  return BigInt(row?.total ?? '0');
}

/** The funds, given what the ledger says of the wallet (read outside any transaction). */
export async function programmeFundsOf(
  db: Database,
  onLedger: AccountFunds,
  config: Pick<Config, 'payments'>,
): Promise<ProgrammeFunds> {
  const { balanceDrops, reserveDrops } = onLedger;
  const openDrops = await openPaymentDrops(db, config.payments.programmeAddress);
  const left = balanceDrops - reserveDrops - openDrops;
  return {
    balanceDrops: String(balanceDrops),
    reserveDrops: String(reserveDrops),
    openDrops: String(openDrops),
    spendableDrops: String(left > 0n ? left : 0n),
  };
}

export async function readProgrammeFunds(
  db: Database,
  ledger: XrplClient,
  config: Pick<Config, 'payments'>,
): Promise<ProgrammeFunds> {
  return programmeFundsOf(db, await ledger.accountFunds(config.payments.programmeAddress), config);
}

/** In a batch's transaction, before it reads the open payments: one batch prepared at a time. */
export async function lockProgrammeFunds(tx: Database): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PROGRAMME_FUNDS_LOCK_ID})`);
}

/** A batch totalling more than the wallet can pay is refused before anything is signed. */
export function requireFundsFor(totalDrops: bigint, funds: ProgrammeFunds): void {
  if (totalDrops > BigInt(funds.spendableDrops)) {
    throw conflict(MESSAGES.batchOverBalance(String(totalDrops), funds));
  }
}
