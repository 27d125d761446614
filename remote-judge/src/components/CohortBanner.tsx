import type { CohortPeriod } from '@glow/shared-api';
import { Alert, Muted, Row, Stack } from '@glow/shared-ui';
import { formatDate, PeriodBadge } from '@glow/shared-ui/pages';
import styled from 'styled-components';

const CohortName = styled.strong`
  font-size: 1.4rem;
`;

/**
 * The cohort a page is about: its name, its period and, when known, since when ("since 24 Nov
 * 2026"); a closed cohort's pages say they are read-only.
 */
export function CohortBanner({
  cohort,
}: {
  cohort: { name: string; period: CohortPeriod; periodStartedAt?: string };
}) {
  return (
    <Stack $gap="0.5rem">
      <Row $gap="0.5rem 0.75rem">
        <CohortName>{cohort.name}</CohortName>
        <PeriodBadge period={cohort.period} />
        {cohort.periodStartedAt && (
          <Muted as="span">
            since{' '}
            <time dateTime={cohort.periodStartedAt}>{formatDate(cohort.periodStartedAt)}</time>
          </Muted>
        )}
      </Row>
      {cohort.period === 'closed' && (
        <Alert tone="info">
          <p>{cohort.name} is closed: its judging is read-only.</p>
        </Alert>
      )}
    </Stack>
  );
}
