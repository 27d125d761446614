import { paths } from '../paths';

/** The steps of a new nomination, in order; the step shown is in the address (?step=). */
export const NOMINATION_STEPS = [
  { step: 'screening', title: 'Screening' },
  { step: 'projects', title: 'Projects' },
  { step: 'contributor', title: 'Contributor' },
  { step: 'details', title: 'Details' },
  { step: 'review', title: 'Review' },
] as const;

export type NominationStep = (typeof NOMINATION_STEPS)[number]['step'];

export function isNominationStep(value: string | null): value is NominationStep {
  return NOMINATION_STEPS.some(({ step }) => step === value);
}

/** /scout/nominations/new?step=details */
export function stepPath(step: NominationStep): string {
  return `${paths.newNomination}?step=${step}`;
}
