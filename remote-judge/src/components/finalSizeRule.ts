/**
 * How a nomination's final size is decided (api/src/judging/finalSize.ts), in the words the
 * review page and docs/decisions/0038-the-final-size-of-a-nomination.md use.
 */
export const FINAL_SIZE_RULE = [
  'A nomination’s final size is the most common size among its judges’ assessments; recusals do not count. It has no final size until it has 3 assessments.',
  'When two or more sizes are tied for most common, the nomination is split: it needs one more assessment, from a judge of the cohort who has neither assessed nor recused it, until one size is the most common.',
  'When no judge is left and the tie remains, the judges record a consensus size, one of the tied sizes, with a written reason, as in the programme’s final consensus meeting. Any later change to the nomination’s assessments clears that consensus.',
  'Decline means no grant; Small, Medium and Large mean the cohort’s amount for that size. The judges approve the distribution once every nomination has its final size.',
] as const;
