import { isEndedPeriod, type CohortPeriod } from '@glow/shared-api';
import { ButtonLink, LoadFailure, Muted, Stack } from '@glow/shared-ui';
import { counted } from '@glow/shared-ui/pages';
import { useListCohortApplicationsQuery } from '../../api';
import { applicationsPath } from '../../paths';

/**
 * The cohort's applications at a glance: how many wait for an admin's review, and the link to
 * them ("Applications (2 submitted)").
 */
export function CohortApplications({
  cohort,
}: {
  cohort: { id: number; name: string; period: CohortPeriod };
}) {
  // One row is enough: the answer counts them all.
  const { data, error, isLoading, isFetching, refetch } = useListCohortApplicationsQuery({
    id: cohort.id,
    page: 1,
    limit: 1,
  });

  if (isLoading) return <Muted aria-busy="true">Loading the applications…</Muted>;
  if (!data || (error && !isFetching)) return <LoadFailure error={error} onRetry={refetch} />;
  if (data.total === 0)
    return isEndedPeriod(cohort.period) ? (
      <Muted>Nobody applied in {cohort.name}.</Muted>
    ) : (
      <Muted>
        No contributor is applying in {cohort.name} yet: a contributor&apos;s application starts
        with their first nomination.
      </Muted>
    );
  return (
    <Stack $gap="0.75rem">
      <Muted>
        {data.awaitingReview === 0
          ? 'No application awaits your review'
          : `${counted(data.awaitingReview, ['application awaits', 'applications await'])} your review`}
        , of {counted(data.total, ['application', 'applications'])} in all.
      </Muted>
      <div>
        <ButtonLink to={applicationsPath(cohort.id)} $variant="secondary">
          Applications ({data.awaitingReview} submitted)
        </ButtonLink>
      </div>
    </Stack>
  );
}
