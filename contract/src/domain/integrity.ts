// Vote integrity: the signals Glow reads from the ledger about a cohort's voters, and the settings
// each cohort has for them (api/docs/vote-integrity.md says how each is told).

/**
 * `young_account`: younger than `youngAccountDays` when it registered. `funding_cluster`: activated,
 * directly or through one account between, by an account that activated `clusterMinVoters` or more
 * of the cohort's voters. `burst`: one of `burstVoters` or more of its cluster who registered
 * within `burstMinutes`. `votes_alike`: every vote it cast went the way most of its cluster voted.
 */
export const VOTER_SIGNALS = ['young_account', 'funding_cluster', 'burst', 'votes_alike'] as const;
export type VoterSignal = (typeof VOTER_SIGNALS)[number];

export interface IntegritySettings {
  /** 0 turns the signal off. */
  youngAccountDays: number;
  clusterMinVoters: number;
  burstVoters: number;
  burstMinutes: number;
  /**
   * A funder that created this many accounts or more besides the cohort's voters is taken as an
   * exchange or another service: the accounts it activated are its customers, not a cluster. At
   * most 1,000: a funder's newest 1,000 transactions are what the API reads to count them.
   */
  exchangeMinAccounts: number;
  /** The optional rule: a wallet's account must be this old (days) to register; null: off. */
  minAccountAgeDays: number | null;
}

export const DEFAULT_INTEGRITY_SETTINGS: IntegritySettings = {
  youngAccountDays: 30,
  clusterMinVoters: 5,
  burstVoters: 5,
  burstMinutes: 60,
  exchangeMinAccounts: 100,
  minAccountAgeDays: null,
};

/** The bounds of each setting, as the form and the contract check them. */
export const INTEGRITY_SETTING_BOUNDS = {
  youngAccountDays: { min: 0, max: 3650 },
  clusterMinVoters: { min: 2, max: 100_000 },
  burstVoters: { min: 2, max: 100_000 },
  burstMinutes: { min: 1, max: 10_080 },
  exchangeMinAccounts: { min: 1, max: 1_000 },
  minAccountAgeDays: { min: 1, max: 3650 },
} as const satisfies Record<keyof IntegritySettings, { min: number; max: number }>;

/** An admin's written reason to leave voters out of a cohort's tally. */
export const EXCLUSION_REASON_MAX_LENGTH = 1000;
