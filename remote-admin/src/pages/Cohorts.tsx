import type { CohortListItem } from '@glow/contract';
import {
  Badge,
  ButtonLink,
  Card,
  Link,
  LoadFailure,
  Muted,
  Page,
  Pager,
  Row,
  Stack,
  TableScroll,
  useListParams,
} from '@glow/shared-ui';
import { formatCount, formatDate, PeriodBadge } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { COHORTS_PAGE_SIZE, useListCohortsQuery } from '../api';
import { COHORT_FIGURES, FiguresTable } from '../components/FiguresTable';
import { cohortPath, paths } from '../paths';

const Toolbar = styled(Row)`
  justify-content: flex-end;
`;

function CohortRow({ cohort }: { cohort: CohortListItem }) {
  return (
    <tr>
      <td>
        <Row $gap="0.4rem 0.5rem">
          <Link to={cohortPath(cohort.id)}>{cohort.name}</Link>
          {cohort.active && <Badge $tone="success">Active</Badge>}
        </Row>
      </td>
      <td>
        <PeriodBadge period={cohort.period} />
      </td>
      <td>
        <time dateTime={cohort.startsAt}>{formatDate(cohort.startsAt)}</time>
      </td>
      <td>
        {cohort.endsAt ? (
          <time dateTime={cohort.endsAt}>{formatDate(cohort.endsAt)}</time>
        ) : (
          <Muted as="span">—</Muted>
        )}
      </td>
      {COHORT_FIGURES.map(({ key }) => (
        <td key={key} className="figure">
          {formatCount(cohort.figures[key])}
        </td>
      ))}
    </tr>
  );
}

/** Every cohort, newest first, with its period, dates and figures; the active one marked. */
export default function Cohorts() {
  const { page, update } = useListParams();
  const { data, error, isLoading, isFetching, refetch } = useListCohortsQuery({
    page,
    limit: COHORTS_PAGE_SIZE,
  });

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the cohorts…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0)
    content = <Muted>There are no cohorts yet. Start the first one.</Muted>;
  else if (data)
    content = (
      <Stack>
        <TableScroll>
          <FiguresTable aria-busy={isFetching} aria-label="Cohorts">
            <thead>
              <tr>
                <th>Name</th>
                <th>Period</th>
                <th>Start</th>
                <th>End</th>
                {COHORT_FIGURES.map(({ key, label, title }) => (
                  <th key={key} className="figure" title={title}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.cohorts.map((cohort) => (
                <CohortRow key={cohort.id} cohort={cohort} />
              ))}
            </tbody>
          </FiguresTable>
        </TableScroll>
        <Pager
          page={page}
          limit={COHORTS_PAGE_SIZE}
          total={data.total}
          noun={['cohort', 'cohorts']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page>
      <Toolbar>
        <ButtonLink to={paths.startCohort}>Start a cohort</ButtonLink>
      </Toolbar>
      <Card>{content}</Card>
    </Page>
  );
}
