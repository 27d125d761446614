import { eq } from 'drizzle-orm';
import { voters } from '../db/schema';
import type { Handlers } from '../http/handler';
import { readNewVoterLedgerFacts, registerVoter } from './voterRegistration';

export const voterRoutes: Pick<Handlers, 'voterStatus' | 'registerVoter'> = {
  async voterStatus({ wallet }, { db }) {
    const [voter] = await db.select().from(voters).where(eq(voters.address, wallet.address));
    return {
      address: wallet.address,
      registered: Boolean(voter),
      registeredAt: voter?.registeredAt.toISOString() ?? null,
    };
  },

  async registerVoter(
    { body, wallet, sessionId, clientAddress, afterAnswer },
    { db, config, ledger },
  ) {
    const voter = await registerVoter(db, config, ledger, {
      address: wallet.address,
      transactionHash: body.transactionHash,
      sessionId,
      clientAddress,
    });
    afterAnswer(() => readNewVoterLedgerFacts(db, ledger, voter, config.voterLedger.leaseMs));
    return {
      success: true,
      message: 'address registered',
      address: wallet.address,
      registered: true,
      registeredAt: voter.registeredAt.toISOString(),
    };
  },
};
