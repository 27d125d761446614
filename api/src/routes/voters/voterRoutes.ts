import { eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors';
import { voters } from '../../db/schema';
import { ApiError, MESSAGES } from '../../http/ApiError';
import type { Handlers } from '../../http/handler';
import { checkRegistrationPayment } from '../../services/voterRegistration';

export const voterRoutes: Pick<Handlers, 'voterStatus' | 'registerVoter'> = {
  async voterStatus({ wallet }, { db }) {
    const [voter] = await db.select().from(voters).where(eq(voters.address, wallet.address));
    return {
      address: wallet.address,
      registered: Boolean(voter),
      registeredAt: voter?.registeredAt.toISOString() ?? null,
    };
  },

  async registerVoter({ body, wallet }, { db, config, ledger }) {
    const hash = body.transactionHash.toUpperCase();
    const [existing] = await db.select().from(voters).where(eq(voters.address, wallet.address));
    if (existing) throw new ApiError(409, MESSAGES.voterAlreadyRegistered);
    const [usedBy] = await db.select().from(voters).where(eq(voters.registrationTxHash, hash));
    if (usedBy)
      throw new ApiError(409, MESSAGES.verificationFailed('this payment was already used'));

    await checkRegistrationPayment(ledger, config, wallet.address, hash);

    const [voter] = await db
      .insert(voters)
      .values({ address: wallet.address, registrationTxHash: hash })
      .returning()
      .catch((error: unknown) => {
        // Two registrations at once: the address or the payment won the race elsewhere.
        if (isUniqueViolation(error)) throw new ApiError(409, MESSAGES.voterAlreadyRegistered);
        throw error;
      });
    return {
      success: true,
      message: 'address registered',
      address: wallet.address,
      registered: true,
      registeredAt: voter!.registeredAt.toISOString(),
    };
  },
};
