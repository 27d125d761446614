// The zod schemas of the scout's forms, from the contract (loaded with the pages that have a form).
import {
  CoNominateRequestSchema,
  CreateContributorRequestSchema,
  CreateNominationRequestSchema,
  CreateProjectRequestSchema,
} from '@glow/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { today } from '@glow/shared-ui/pages';

const notInFuture = (field: string) => ({
  // The API checks against its own clock, with a day's slack for browsers east of UTC.
  check: (value: string | null | undefined) => !value || value <= today(),
  message: `${field} must not be in the future`,
});

const contributionDate = notInFuture('contributionDate');

/** Step 4 and the edit dialog: the contract's rules, and no day after today. */
export const detailsResolver = zodResolver(
  CreateNominationRequestSchema.pick({
    description: true,
    categories: true,
    contributionDate: true,
  }).refine((values) => contributionDate.check(values.contributionDate), {
    path: ['contributionDate'],
    error: contributionDate.message,
  }),
);

const since = notInFuture('contributorSince');
const until = notInFuture('contributorUntil');

export const contributorResolver = zodResolver(
  CreateContributorRequestSchema.refine((values) => since.check(values.contributorSince), {
    path: ['contributorSince'],
    error: since.message,
  }).refine((values) => until.check(values.contributorUntil), {
    path: ['contributorUntil'],
    error: until.message,
  }),
);

export const projectResolver = zodResolver(CreateProjectRequestSchema);

export const noteResolver = zodResolver(CoNominateRequestSchema.pick({ note: true }));
