import type { CohortPeriod } from '@glow/shared-api';
import { Muted, Row } from '@glow/shared-ui';
import { formatDate, PeriodBadge } from '@glow/shared-ui/pages';
import styled from 'styled-components';

const CohortName = styled.strong`
  font-size: 1.4rem;
`;

/** The cohort a page is about: its name, its period and, when known, since when ("since 24 Nov 2026"). */
export function CohortBanner({
  cohort,
}: {
  cohort: { name: string; period: CohortPeriod; periodStartedAt?: string };
}) {
  return (
    <Row $gap="0.5rem 0.75rem">
      <CohortName>{cohort.name}</CohortName>
      <PeriodBadge period={cohort.period} />
      {cohort.periodStartedAt && (
        <Muted as="span">
          since <time dateTime={cohort.periodStartedAt}>{formatDate(cohort.periodStartedAt)}</time>
        </Muted>
      )}
    </Row>
  );
}
