import { paths } from '../paths';

/** The steps of a new nomination, in order; the step shown is in the address (?step=). */
export const NOMINATION_STEPS = [
  { step: 'screening', title: 'Screening' },
  { step: 'projects', title: 'Projects' },
  { step: 'contributor', title: 'Contributor' },
  { step: 'details', title: 'Details' },
  // The step list says "Review"; its heading says what the step does.
  { step: 'review', title: 'Review', heading: 'Review and submit' },
] as const;

export type NominationStep = (typeof NOMINATION_STEPS)[number]['step'];

export function isNominationStep(value: string | null): value is NominationStep {
  return NOMINATION_STEPS.some(({ step }) => step === value);
}

/** "2. Projects": the heading of a step's card. */
export function stepHeading(step: NominationStep): string {
  const index = NOMINATION_STEPS.findIndex((entry) => entry.step === step);
  const entry = NOMINATION_STEPS[index]!;
  return `${index + 1}. ${'heading' in entry ? entry.heading : entry.title}`;
}

/** /scout/nominations/new?step=details */
export function stepPath(step: NominationStep): string {
  return `${paths.newNomination}?step=${step}`;
}
