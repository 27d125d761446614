// The optional registration rule (off by default): while the active cohort sets a minimum account
// age, a wallet whose account is younger is refused, told the age needed.
import { now } from '../clock';
import { AccountNotOnLedger, type XrplClient } from '../clients/xrplClient';
import type { Database } from '../db/database';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';
import { findActiveCohort } from '../programme/cohortViews';
import { readCohortIntegrity } from './settings';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Throws a conflict that says the age needed when the active cohort's rule refuses `address`. An
 * account whose activation is older than the node's history is old enough.
 */
export async function refuseYoungAccount(
  db: Database,
  ledger: XrplClient,
  address: string,
): Promise<void> {
  const cohort = await findActiveCohort(db);
  if (!cohort) return;
  const { minAccountAgeDays } = (await readCohortIntegrity(db, cohort.id)).settings;
  if (minAccountAgeDays === null) return;
  let activatedAt: Date | undefined;
  try {
    activatedAt = (await ledger.accountLedgerFacts(address)).activation?.at;
  } catch (error) {
    if (error instanceof AccountNotOnLedger) {
      throw conflict(MESSAGES.verificationFailed('the account is not on the ledger'));
    }
    throw error;
  }
  if (!activatedAt) return;
  const ageDays = Math.floor((now().getTime() - activatedAt.getTime()) / DAY_MS);
  if (ageDays < minAccountAgeDays) {
    throw conflict(MESSAGES.accountTooYoung(minAccountAgeDays, ageDays));
  }
}
