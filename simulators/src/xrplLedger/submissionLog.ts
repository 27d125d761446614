// Every transaction the stand-in judged, applied or not: for people and tests, not for rippled.
import type { EngineResult } from './engineResults';
import type { RecordedTransaction } from './ledgerChain';
import type { SignedTransaction } from './signedTransaction';

export interface Submission {
  readonly transaction: SignedTransaction;
  readonly result: EngineResult;
  readonly submittedAt: Date;
  /** Null when the transaction was refused and went into no ledger. */
  readonly recorded: RecordedTransaction | null;
}

export interface SubmissionLog {
  add(submission: Submission): void;
  /** Newest first. */
  list(): Submission[];
}

export function createSubmissionLog(): SubmissionLog {
  const submissions: Submission[] = [];
  return {
    add(submission) {
      submissions.push(submission);
    },
    list() {
      return [...submissions].reverse();
    },
  };
}
