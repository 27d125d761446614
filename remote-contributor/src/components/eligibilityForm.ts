// The eligibility form's values and rules: a Yes or No for each of the seven questions, none
// chosen at first, sent as the booleans the API takes. Loaded only with the eligibility page.
import { EligibilityAnswersSchema } from '@glow/contract';
import {
  ELIGIBILITY_QUESTIONS,
  type EligibilityAnswers,
  type EligibilityKey,
} from '@glow/shared-api';
import { yesOrNo, type YesNo } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** What the form holds: each question's radio, null until chosen. */
export type EligibilityFormValues = Record<EligibilityKey, YesNo | null>;

export const ELIGIBILITY_FIELDS = ELIGIBILITY_QUESTIONS.map(({ key }) => key);

const EligibilityFormSchema = z
  .object(
    Object.fromEntries(ELIGIBILITY_QUESTIONS.map(({ key }) => [key, yesOrNo])) as Record<
      EligibilityKey,
      typeof yesOrNo
    >,
  )
  .transform(
    (values) =>
      Object.fromEntries(
        ELIGIBILITY_QUESTIONS.map(({ key }) => [key, values[key] === 'yes']),
      ) as EligibilityAnswers,
  )
  .pipe(EligibilityAnswersSchema);

/** Checks that every question is answered and gives the answers to send. */
export const eligibilityResolver = zodResolver(EligibilityFormSchema);

export const EMPTY_ELIGIBILITY = Object.fromEntries(
  ELIGIBILITY_QUESTIONS.map(({ key }) => [key, null]),
) as EligibilityFormValues;
