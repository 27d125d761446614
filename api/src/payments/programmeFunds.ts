// What the programme's wallet can pay: its balance on the ledger less the reserve the ledger
// keeps back (the base reserve and the owner reserve of the objects it owns, as the node reports
// them in server_info), read before a batch is prepared and refused when the batch is larger.
import type { ProgrammeFunds } from '@glow/contract';
import type { Config } from '../config';
import type { XrplClient } from '../clients/xrplClient';
import { conflict } from '../errors/domainErrors';
import { MESSAGES } from '../errors/messages';

export async function readProgrammeFunds(
  ledger: XrplClient,
  config: Pick<Config, 'payments'>,
): Promise<ProgrammeFunds> {
  const { balanceDrops, reserveDrops } = await ledger.accountFunds(
    config.payments.programmeAddress,
  );
  const spendable = balanceDrops > reserveDrops ? balanceDrops - reserveDrops : 0n;
  return {
    balanceDrops: String(balanceDrops),
    reserveDrops: String(reserveDrops),
    spendableDrops: String(spendable),
  };
}

/** A batch totalling more than the wallet can pay is refused before anything is signed. */
export function requireFundsFor(totalDrops: bigint, funds: ProgrammeFunds): void {
  if (totalDrops > BigInt(funds.spendableDrops)) {
    throw conflict(MESSAGES.batchOverBalance(String(totalDrops), funds));
  }
}
