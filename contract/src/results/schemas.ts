// The public results of each cohort whose distribution is approved, for transparency: who was
// granted what and the payment's transaction. Never what an individual judge or scout decided: this
// schema has no field that could carry it.
import { z } from 'zod';
import { ASSESSMENT_SIZES } from '../domain/judging';
import { recordId, text } from '../fields';

export const ResultNominationSchema = z.object({
  id: recordId('id'),
  contributor: text('contributor'),
  projects: z.array(
    z.object({ id: recordId('id'), name: text('name'), githubRepo: text('githubRepo') }),
  ),
  /** The final size, Decline included. */
  finalSize: z.enum(ASSESSMENT_SIZES),
  /**
   * Whole XRP of its grant; null for a declined nomination, and for a person's other nomination
   * when their one grant of the cohort comes from a larger one.
   */
  amountXrp: z.number().nullable(),
  /**
   * The grant went back to the programme's pool, carried to the next cohort (why is not public).
   */
  returnedToPool: z.boolean(),
  /** Set once the grant is paid; any other state reads "Not paid yet". */
  paid: z
    .object({ txHash: text('txHash'), explorerUrl: text('explorerUrl'), paidAt: text('paidAt') })
    .nullable(),
});
export type ResultNomination = z.infer<typeof ResultNominationSchema>;

/** GET /api/results: cohorts with an approved distribution, newest first. */
export const ResultsSchema = z.object({
  cohorts: z.array(
    z.object({
      id: recordId('id'),
      name: text('name'),
      startsAt: text('startsAt'),
      endsAt: text('endsAt').nullable(),
      figures: z.object({
        nominations: z.number().int(),
        voters: z.number().int(),
        votes: z.number().int(),
      }),
      /** The votes admins left out of the tally (vote integrity), with their written reasons. */
      excluded: z.object({
        voters: z.number().int(),
        votes: z.number().int(),
        reasons: z.array(text('reason')),
      }),
      approvedXrp: z.number(),
      paidXrp: z.number(),
      /** Everyone who nominated or co-nominated, alphabetical: names only. */
      scouts: z.array(text('scout')),
      /** The cohort's judges, alphabetical. */
      judges: z.array(text('judge')),
      nominations: z.array(ResultNominationSchema),
    }),
  ),
});
export type Results = z.infer<typeof ResultsSchema>;
