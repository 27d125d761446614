// The assessment form's values and rules: the contract's AssessRequestSchema, with the page's own
// words for an unanswered question, no size and a Decline without its reason. Loaded only with
// the assessment page (zod and the contract's schemas stay out of the other pages).
import {
  AssessRequestSchema,
  RecuseRequestSchema,
  type Assessment,
  type AssessRequest,
} from '@glow/contract';
import {
  ASSESSMENT_CRITERIA,
  ASSESSMENT_SIZES,
  type AssessmentCriterionKey,
  type AssessmentSize,
} from '@glow/shared-api';
import { chosen, yesOrNo, type YesNo } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';

/** What the form holds: radios answer with strings, an empty text is a text not given. */
export interface AssessmentFormValues {
  criteria: Record<AssessmentCriterionKey, YesNo | null>;
  size: AssessmentSize | null;
  rejectionReason: string;
  comment: string;
}

/** The fields a refusal of the API may name. */
export const ASSESSMENT_FIELDS = [
  ...ASSESSMENT_CRITERIA.map(({ key }) => `criteria.${key}` as const),
  'size',
  'rejectionReason',
  'comment',
] as const;

export const REJECTION_REASON_REQUIRED = 'A rejection reason is required for Decline';

/** The request the values make: a reason only with Decline, no empty comment. */
function toRequest(values: {
  criteria: Record<AssessmentCriterionKey, YesNo>;
  size: AssessmentSize;
  rejectionReason: string;
  comment: string;
}): AssessRequest {
  const criteria = Object.fromEntries(
    ASSESSMENT_CRITERIA.map(({ key }) => [key, values.criteria[key] === 'yes']),
  ) as AssessRequest['criteria'];
  const rejectionReason = values.rejectionReason.trim();
  const comment = values.comment.trim();
  return {
    criteria,
    size: values.size,
    ...(values.size === 'decline' && { rejectionReason }),
    ...(comment && { comment }),
  };
}

const AssessmentFormSchema = z
  .object({
    criteria: z.object(
      Object.fromEntries(ASSESSMENT_CRITERIA.map(({ key }) => [key, yesOrNo])) as Record<
        AssessmentCriterionKey,
        typeof yesOrNo
      >,
    ),
    size: chosen(ASSESSMENT_SIZES, 'Choose a size'),
    rejectionReason: z.string(),
    comment: z.string(),
  })
  .refine((values) => values.size !== 'decline' || values.rejectionReason.trim() !== '', {
    path: ['rejectionReason'],
    error: REJECTION_REASON_REQUIRED,
    // Said together with any question left unanswered, not only once they are all answered.
    when: (payload) => payload.issues.every((issue) => issue.path?.[0] !== 'rejectionReason'),
  })
  .transform(toRequest)
  .pipe(AssessRequestSchema);

/** Checks the values and gives the request to send (only the body schema's fields). */
export const assessmentResolver = zodResolver(AssessmentFormSchema);

/** The form's values for a new assessment, or the judge's saved one to revise. */
export function formValuesOf(mine: Assessment | null): AssessmentFormValues {
  const criteria = Object.fromEntries(
    ASSESSMENT_CRITERIA.map(({ key }) => [
      key,
      mine?.criteria ? (mine.criteria[key] ? 'yes' : 'no') : null,
    ]),
  ) as AssessmentFormValues['criteria'];
  return {
    criteria,
    size: mine?.size ?? null,
    rejectionReason: mine?.rejectionReason ?? '',
    comment: mine?.comment ?? '',
  };
}

export const recuseResolver = zodResolver(RecuseRequestSchema);
