import {
  browserStorage,
  NOMINATION_CATEGORIES,
  SCREENING_QUESTIONS,
  STORAGE_KEYS,
  type NominationCategory,
} from '@glow/shared-api';
import { useCallback, useState } from 'react';
import { isScreeningAnswer, type ScreeningAnswers } from './screeningAnswers';

// The new-nomination flow's draft: kept in the browser per user until it is submitted, so a
// reload or a closed tab loses nothing. Ids and names only; each step reads the rest from the API.

const VERSION = 1;
/** An older draft is forgotten. */
export const DRAFT_MAX_AGE_DAYS = 30;

export interface DraftProject {
  id: number;
  name: string;
  githubRepo: string;
}

export interface DraftContributor {
  id: number;
  firstName: string;
  lastName: string;
  githubUsername: string;
  /** Nominations of theirs in the active cohort when chosen: a co-nomination may be offered. */
  activeNominations: number;
}

export interface NominationDraft {
  v: typeof VERSION;
  cohortId: number;
  cohortName: string;
  savedAt: string;
  answers: ScreeningAnswers;
  projects: DraftProject[];
  contributor: DraftContributor | null;
  description: string;
  categories: NominationCategory[];
  contributionDate: string;
  /** The note of a co-nomination being written. */
  note: string;
}

export type DraftChanges = Partial<
  Omit<NominationDraft, 'v' | 'cohortId' | 'cohortName' | 'savedAt'>
>;

export function draftKey(userId: number): string {
  // Under the drafts' prefix: signing out removes the draft with the session.
  return `${STORAGE_KEYS.draftPrefix}nomination:${userId}`;
}

export function emptyDraft(cohort: { id: number; name: string }): NominationDraft {
  return {
    v: VERSION,
    cohortId: cohort.id,
    cohortName: cohort.name,
    savedAt: new Date().toISOString(),
    answers: {},
    projects: [],
    contributor: null,
    description: '',
    categories: [],
    contributionDate: '',
    note: '',
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isDraftProject(value: unknown): value is DraftProject {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.name === 'string' &&
    typeof value.githubRepo === 'string'
  );
}

function isDraftContributor(value: unknown): value is DraftContributor {
  return (
    isObject(value) &&
    typeof value.id === 'number' &&
    typeof value.firstName === 'string' &&
    typeof value.lastName === 'string' &&
    typeof value.githubUsername === 'string' &&
    typeof value.activeNominations === 'number'
  );
}

/** What was stored is a draft of this version, field by field (it may come from an old page). */
function isDraft(value: unknown): value is NominationDraft {
  if (!isObject(value) || value.v !== VERSION) return false;
  const { answers } = value;
  return (
    typeof value.cohortId === 'number' &&
    typeof value.cohortName === 'string' &&
    typeof value.savedAt === 'string' &&
    isObject(answers) &&
    Object.entries(answers).every(
      ([key, answer]) =>
        SCREENING_QUESTIONS.some((question) => question.key === key) && isScreeningAnswer(answer),
    ) &&
    Array.isArray(value.projects) &&
    value.projects.every(isDraftProject) &&
    (value.contributor === null || isDraftContributor(value.contributor)) &&
    typeof value.description === 'string' &&
    Array.isArray(value.categories) &&
    value.categories.every((category) =>
      (NOMINATION_CATEGORIES as readonly unknown[]).includes(category),
    ) &&
    typeof value.contributionDate === 'string' &&
    typeof value.note === 'string'
  );
}

/** What was stored, as JSON; null when nothing or no JSON was. */
function parsed(stored: string | null | undefined): unknown {
  if (stored == null) return null;
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
}

export type DraftReading =
  { draft: NominationDraft; discarded: null } | { draft: null; discarded: string | null };

/**
 * The user's draft for `cohort`. One that cannot be read, is too old or was for another cohort
 * is removed, with the sentence that tells the scout so.
 */
export function readDraft(
  userId: number,
  cohort: { id: number; name: string },
  now = new Date(),
): DraftReading {
  const storage = browserStorage();
  const stored = storage?.getItem(draftKey(userId));
  if (!storage || stored == null) return { draft: null, discarded: null };
  const value = parsed(stored);
  let discarded: string | null = null;
  if (!isDraft(value)) discarded = 'Your saved draft could not be read; it has been cleared.';
  else if (value.cohortId !== cohort.id)
    discarded = `Your draft was for ${value.cohortName}, whose nominations have closed; it has been cleared.`;
  else if (now.getTime() - new Date(value.savedAt).getTime() > DRAFT_MAX_AGE_DAYS * 86_400_000)
    discarded = `Your draft was more than ${DRAFT_MAX_AGE_DAYS} days old; it has been cleared.`;
  if (discarded || !isDraft(value)) {
    storage.removeItem(draftKey(userId));
    return { draft: null, discarded };
  }
  return { draft: value, discarded: null };
}

export function writeDraft(userId: number, draft: NominationDraft): void {
  browserStorage()?.setItem(draftKey(userId), JSON.stringify(draft));
}

export function clearDraft(userId: number): void {
  browserStorage()?.removeItem(draftKey(userId));
}

/** Whether the user has a draft kept for `cohortId` (the dashboard's "Continue your draft"). */
export function hasDraft(userId: number, cohortId: number): boolean {
  const value = parsed(browserStorage()?.getItem(draftKey(userId)));
  return isDraft(value) && value.cohortId === cohortId;
}

/**
 * The draft of `userId` in `cohort`, saved on every change. `discarded` says why an earlier draft
 * was cleared, once.
 */
export function useNominationDraft(userId: number, cohort: { id: number; name: string }) {
  const [{ draft, discarded }] = useState(() => {
    const reading = readDraft(userId, cohort);
    return { draft: reading.draft ?? emptyDraft(cohort), discarded: reading.discarded };
  });
  const [current, setCurrent] = useState(draft);

  const update = useCallback(
    (changes: DraftChanges) =>
      setCurrent((before) => {
        const next = { ...before, ...changes, savedAt: new Date().toISOString() };
        writeDraft(userId, next);
        return next;
      }),
    [userId],
  );

  const clear = useCallback(() => {
    clearDraft(userId);
    setCurrent(emptyDraft(cohort));
  }, [userId, cohort]);

  return { draft: current, update, clear, discarded };
}
