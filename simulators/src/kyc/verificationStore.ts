// The verifications the stand-in holds, in memory: created by the API, decided on the page or by
// a control.
import { randomBytes } from 'node:crypto';

export type VerificationStatus = 'pending' | 'approved' | 'rejected';
export type Decision = Exclude<VerificationStatus, 'pending'>;

export interface StoredVerification {
  id: string;
  /** What the API calls it (e.g. "application-12"). */
  reference: string;
  /** Where the page sends the person after a decision. */
  returnUrl: string;
  status: VerificationStatus;
  reason: string | null;
  createdAt: Date;
  decidedAt: Date | null;
}

/** A decision on a verification that has one already. */
export class AlreadyDecided extends Error {
  constructor(verification: StoredVerification) {
    super(`Verification ${verification.id} is ${verification.status} already`);
  }
}

export interface VerificationStore {
  create(request: { reference: string; returnUrl: string }): StoredVerification;
  find(id: string): StoredVerification | undefined;
  list(): StoredVerification[];
  /** Throws AlreadyDecided unless the verification is pending. */
  decide(verification: StoredVerification, decision: Decision, reason?: string): void;
  reset(): void;
}

/** `now`: the provider's clock (real time unless a caller plays another moment). */
export function createVerificationStore(now: () => Date = () => new Date()): VerificationStore {
  const verifications = new Map<string, StoredVerification>();
  return {
    create({ reference, returnUrl }) {
      const verification: StoredVerification = {
        id: `ver_${randomBytes(12).toString('hex')}`,
        reference,
        returnUrl,
        status: 'pending',
        reason: null,
        createdAt: now(),
        decidedAt: null,
      };
      verifications.set(verification.id, verification);
      return verification;
    },
    find: (id) => verifications.get(id),
    list: () => [...verifications.values()],
    decide(verification, decision, reason) {
      if (verification.status !== 'pending') throw new AlreadyDecided(verification);
      verification.status = decision;
      verification.reason = reason ?? null;
      verification.decidedAt = now();
    },
    reset: () => verifications.clear(),
  };
}
