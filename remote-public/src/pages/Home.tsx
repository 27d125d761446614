import type { Cohort } from '@glow/contract';
import { useActiveCohortQuery } from '@glow/shared-api/sharedEndpoints';
import { Badge, ButtonLink, Card, LoadFailure, Muted, Page, Row, Stack } from '@glow/shared-ui';
import { formatDate } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { CohortPeriods } from '../components/CohortPeriods';
import { periodName } from '../components/periods';
import { paths } from '../paths';

const SectionTitle = styled.h2`
  margin: 0;
  font-size: 1.25rem;
`;

const Facts = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(220px, 1fr));
  gap: 0.75rem 1.5rem;
  padding: 0;
  margin: 0;
  list-style: none;
  li {
    padding-left: 0.9rem;
    border-left: 3px solid ${({ theme }) => theme.colors.primary[300]};
  }
  strong {
    display: block;
  }
`;

const CohortName = styled.p`
  margin: 0;
  font-size: 1.5rem;
  font-weight: 700;
`;

/** The active cohort: its name, period and start, and the call to vote. */
function ActiveCohort({ cohort }: { cohort: Cohort }) {
  const voting = cohort.period === 'voting';
  return (
    <Stack $gap="0.75rem">
      <Row $gap="0.5rem 0.75rem">
        <CohortName>{cohort.name}</CohortName>
        <Badge $tone={voting ? 'success' : 'info'}>{periodName(cohort.period)} period</Badge>
      </Row>
      <Muted>
        Running since <time dateTime={cohort.startsAt}>{formatDate(cohort.startsAt)}</time>.{' '}
        {voting
          ? 'Voting is open: connect your XRPL wallet and vote up or down on its nominations.'
          : `Voting is not open: the cohort is in its ${cohort.period} period.`}
      </Muted>
      <Row>
        <ButtonLink to={paths.vote} $variant={voting ? 'primary' : 'secondary'}>
          {voting ? 'Vote now' : 'See the nominations'}
        </ButtonLink>
        <ButtonLink to={paths.projects} $variant="ghost">
          See the projects
        </ButtonLink>
      </Row>
    </Stack>
  );
}

/** What Glow is, the four periods of a cohort with the current one marked, and the call to vote. */
export default function Home() {
  const { data, error, isLoading, isFetching, refetch } = useActiveCohortQuery();
  const cohort = data?.cohort ?? null;

  let now;
  if (isLoading) now = <Muted aria-busy="true">Loading the current cohort…</Muted>;
  else if (error && !isFetching) now = <LoadFailure error={error} onRetry={refetch} />;
  else if (cohort) now = <ActiveCohort cohort={cohort} />;
  else
    now = (
      <Stack $gap="0.75rem">
        <Muted>
          No cohort is running right now. The next one opens with its nomination period, and voting
          follows.
        </Muted>
        <Row>
          <ButtonLink to={paths.projects} $variant="secondary">
            See the projects
          </ButtonLink>
        </Row>
      </Stack>
    );

  return (
    <Page>
      <Card aria-labelledby="glow-what">
        <Stack>
          <SectionTitle id="glow-what">How Glow works</SectionTitle>
          <Facts>
            <li>
              <strong>Scouts nominate</strong>
              <Muted as="span">contributors for their work on XRP Ledger projects.</Muted>
            </li>
            <li>
              <strong>Everyone votes</strong>
              <Muted as="span">with an XRPL wallet: up, down, or not at all.</Muted>
            </li>
            <li>
              <strong>Judges assess</strong>
              <Muted as="span">each nomination; higher scores are reviewed first.</Muted>
            </li>
            <li>
              <strong>Grants are paid</strong>
              <Muted as="span">in XRP, on the ledger, to the contributors.</Muted>
            </li>
          </Facts>
          <Row>
            <ButtonLink to={paths.guide} $variant="secondary">
              Read the programme guide
            </ButtonLink>
            <ButtonLink to={paths.applications} $variant="ghost">
              See the results of past cohorts
            </ButtonLink>
          </Row>
        </Stack>
      </Card>
      <Card aria-labelledby="glow-now">
        <Stack>
          <SectionTitle id="glow-now">The cohort now</SectionTitle>
          {now}
        </Stack>
      </Card>
      <Stack $gap="0.75rem">
        <SectionTitle>The periods of a cohort</SectionTitle>
        <CohortPeriods current={cohort?.period ?? null} />
      </Stack>
    </Page>
  );
}
