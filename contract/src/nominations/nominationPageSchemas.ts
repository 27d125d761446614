// One nomination as an admin's page shows it: who nominated and backs it, the contributor, the
// projects, evidence, votes, the judges' assessments once its cohort's assessment is over, and
// what became of the person's application and grant. Apart from schemas.ts because it uses the
// judging schemas, which use this area's.
import { z } from 'zod';
import { APPLICATION_STATUSES } from '../domain/applications';
import { PAYMENT_STATUSES } from '../domain/payments';
import { GRANT_SIZES } from '../domain/programme';
import { drops, recordId, text } from '../fields';
import { AssessmentSchema } from '../judging/schemas';
import { GrantStateSchema } from '../payments/schemas';
import { EvidenceSchema, ScoutedNominationSchema } from './schemas';

const NominationScoutSchema = z.object({
  id: recordId('id'),
  name: text('name'),
  email: text('email'),
});

export const AdminNominationSchema = ScoutedNominationSchema.omit({
  myPart: true,
  myNote: true,
  canChange: true,
}).extend({
  contributor: z.object({
    id: recordId('id'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    githubUsername: text('githubUsername'),
    email: text('email'),
  }),
  /** The nominating scout; null once their account is deleted. */
  scout: NominationScoutSchema.nullable(),
  /** The co-nominators, oldest first, with their notes. */
  coScouts: z.array(NominationScoutSchema.extend({ note: text('note') })),
  evidence: z.array(EvidenceSchema),
  votes: z.object({ up: z.number().int(), down: z.number().int(), score: z.number().int() }),
  /** The judges' rows, once the cohort's assessment is over; null before. */
  assessments: z.array(AssessmentSchema).nullable(),
  /** The contributor's application in the cohort, once there is one. */
  application: z.object({ id: recordId('id'), status: z.enum(APPLICATION_STATUSES) }).nullable(),
  /** The person's grant in the cohort (it pays their largest sized nomination), once written. */
  grant: z
    .object({
      id: recordId('id'),
      /** The nomination whose size it pays. */
      nominationId: recordId('nominationId'),
      size: z.enum(GRANT_SIZES),
      amountDrops: drops('amountDrops'),
      state: GrantStateSchema,
      /** Its latest payment other than a duplicate, if one was made. */
      payment: z.object({ id: recordId('id'), status: z.enum(PAYMENT_STATUSES) }).nullable(),
    })
    .nullable(),
});
export type AdminNomination = z.infer<typeof AdminNominationSchema>;
