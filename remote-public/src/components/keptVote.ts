import { useState } from 'react';

/** A vote pressed before the wallet was connected and registered, to send once it is. */
export interface KeptVote {
  nominationId: number;
  type: 'UP' | 'DOWN';
  /** The nomination's title when it was pressed, for the messages. */
  title: string;
}

// Session storage: kept through the page reload of a wallet's return (Xaman on a phone), gone
// with the tab; one per cohort, so a vote never lands in a later cohort.
const keyOf = (cohortId: number) => `glow.keptVote.${cohortId}`;

function isKeptVote(value: unknown): value is KeptVote {
  if (typeof value !== 'object' || value === null) return false;
  const { nominationId, type, title } = value as Record<string, unknown>;
  return (
    Number.isSafeInteger(nominationId) &&
    (type === 'UP' || type === 'DOWN') &&
    typeof title === 'string'
  );
}

function readKeptVote(cohortId: number): KeptVote | null {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(keyOf(cohortId)) ?? 'null');
    return isKeptVote(value) ? value : null;
  } catch {
    return null;
  }
}

/** The cohort's kept vote, with `keep` (replacing any earlier one) and `forget`. */
export function useKeptVote(cohortId: number | null) {
  // Bumped on every change, so the page reads the storage again.
  const [, setChanges] = useState(0);
  const kept = cohortId === null ? null : readKeptVote(cohortId);

  function keep(vote: KeptVote) {
    if (cohortId === null) return;
    sessionStorage.setItem(keyOf(cohortId), JSON.stringify(vote));
    setChanges((count) => count + 1);
  }

  function forget() {
    if (cohortId === null) return;
    sessionStorage.removeItem(keyOf(cohortId));
    setChanges((count) => count + 1);
  }

  return { kept, keep, forget };
}
