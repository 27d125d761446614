import type { VoterSignal } from '@glow/contract';

/** Each signal the ledger gives a voter, as the admin reads it. */
export const SIGNAL_NAMES: Record<VoterSignal, string> = {
  young_account: 'Young account',
  funding_cluster: 'Funding cluster',
  burst: 'Registered in a burst',
  votes_alike: 'Votes alike',
};
