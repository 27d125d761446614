import { SCREENING_QUESTIONS, type Screening, type ScreeningKey } from '@glow/shared-api';

// The scout's Yes/No answers to the screening questions (step 1, kept in the draft), and what
// they come to: the booleans the API takes, or the reasons the nominee cannot be nominated.

export type ScreeningAnswer = 'yes' | 'no';
export type ScreeningAnswers = Partial<Record<ScreeningKey, ScreeningAnswer>>;

export const SCREENING_ANSWER_NAMES: Record<ScreeningAnswer, string> = { yes: 'Yes', no: 'No' };

export const isScreeningAnswer = (value: unknown): value is ScreeningAnswer =>
  value === 'yes' || value === 'no';

/** The screening answers as the API takes them, once all four are given. */
export function screeningOf(answers: ScreeningAnswers): Screening | null {
  const entries = SCREENING_QUESTIONS.map(({ key, passingAnswer }) => {
    const answer = answers[key];
    return answer === undefined ? null : ([key, answer === passingAnswer] as const);
  });
  if (entries.some((entry) => entry === null)) return null;
  return Object.fromEntries(entries as [ScreeningKey, boolean][]) as Screening;
}

/** The refusals of the failing answers given so far. */
export function screeningRefusals(answers: ScreeningAnswers): string[] {
  return SCREENING_QUESTIONS.filter(
    ({ key, passingAnswer }) => answers[key] !== undefined && answers[key] !== passingAnswer,
  ).map(({ refusal }) => refusal);
}

/** Whether all four are answered and each lets the nominee pass: the flow may go on. */
export function screeningPassed(answers: ScreeningAnswers): boolean {
  return screeningOf(answers) !== null && screeningRefusals(answers).length === 0;
}
