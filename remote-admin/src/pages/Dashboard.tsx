import type { Dashboard as DashboardData } from '@glow/contract';
import { Badge, ButtonLink, Link, LoadFailure, Muted, Page, Row, Stack } from '@glow/shared-ui';
import { formatCount, formatDate, PeriodBadge, Section, SectionTitle } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { useAdminDashboardQuery } from '../api';
import { nextSteps } from '../components/dashboard/nextSteps';
import { RemindJudges } from '../components/judging/RemindJudges';
import { StatTile, StatTiles } from '../components/StatTile';
import { messagesLine, waitingLines } from '../components/dashboard/waitingItems';
import { cohortPath, paths } from '../paths';

const Sections = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 22rem), 1fr));
  gap: 1.5rem;
`;

const CohortName = styled(Link)`
  font-size: 1.4rem;
  font-weight: 700;
`;

const Steps = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding-left: 1.2rem;
`;

const Waiting = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: baseline;
    gap: 0.6rem;
  }
`;

const LIST_LINKS = [
  { to: paths.cohorts, label: 'Cohorts' },
  { to: paths.projects, label: 'Projects' },
  { to: paths.users, label: 'Users' },
  { to: paths.payments, label: 'Payments' },
  { to: paths.reporting, label: 'Reporting' },
  { to: paths.logs, label: 'Audits & Logs' },
];

/**
 * The unclosed cohort: its name, period and when it began (in its assessment period, the judges'
 * reminder), or the way to start one.
 */
function CohortCard({ cohort }: { cohort: DashboardData['cohort'] }) {
  return (
    <Section id="dashboard-cohort" title="Active cohort">
      {cohort ? (
        <>
          <Row $gap="0.5rem 0.75rem">
            <CohortName to={cohortPath(cohort.id)}>{cohort.name}</CohortName>
            <PeriodBadge period={cohort.period} />
          </Row>
          <Muted>
            {cohort.started ? (
              <>
                Started <time dateTime={cohort.startsAt}>{formatDate(cohort.startsAt)}</time>; in
                its {cohort.period} period since{' '}
                <time dateTime={cohort.periodStartedAt}>{formatDate(cohort.periodStartedAt)}</time>.
              </>
            ) : (
              <>
                Starts on <time dateTime={cohort.startsAt}>{formatDate(cohort.startsAt)}</time>.
              </>
            )}
          </Muted>
          {cohort.period === 'assessment' && <RemindJudges cohort={cohort} />}
        </>
      ) : (
        <>
          <Muted>No cohort is running.</Muted>
          <div>
            <ButtonLink to={paths.startCohort}>Start a cohort</ButtonLink>
          </div>
        </>
      )}
    </Section>
  );
}

/**
 * "Needs your attention": everything waiting on an admin, in every cohort, each with its count and
 * the page where it is done; then what the running cohort's period waits for.
 */
function Attention({ data }: { data: DashboardData }) {
  const waiting = [...waitingLines(data.waitingOnAdmin), ...messagesLine(data.newContactMessages)];
  const next = nextSteps(data);
  return (
    <Section id="dashboard-next" title="Needs your attention">
      {waiting.length === 0 ? (
        <Muted>Nothing is waiting on an admin.</Muted>
      ) : (
        <Waiting aria-label="Waiting on an admin">
          {waiting.map(({ count, text, to }) => (
            <li key={text}>
              <Badge $tone="warning" aria-hidden="true">
                {formatCount(count)}
              </Badge>
              <Link to={to}>{text}</Link>
            </li>
          ))}
        </Waiting>
      )}
      {next.length > 0 && (
        <Steps aria-label="Next for the cohort">
          {next.map(({ text, to }) => (
            <li key={text}>
              <Link to={to}>{text}</Link>
            </li>
          ))}
        </Steps>
      )}
    </Section>
  );
}

/** The state of the programme: the active cohort, what needs an admin next, figures, the lists. */
export default function Dashboard() {
  const { data, error, isLoading, isFetching, refetch } = useAdminDashboardQuery();

  if (isLoading)
    return (
      <Page>
        <Muted aria-busy="true">Loading the dashboard…</Muted>
      </Page>
    );
  if (!data || (error && !isFetching))
    return (
      <Page>
        <LoadFailure error={error} onRetry={refetch} />
      </Page>
    );

  const { figures } = data;
  return (
    <Page>
      <Sections>
        <CohortCard cohort={data.cohort} />
        <Attention data={data} />
      </Sections>
      <Stack $gap="0.75rem" as="section" aria-labelledby="dashboard-figures">
        <SectionTitle id="dashboard-figures">Figures</SectionTitle>
        <StatTiles>
          <StatTile label="Nominations" value={figures.nominations} />
          <StatTile label="Registered voters" value={figures.registeredVoters} />
          <StatTile label="Votes today" value={figures.votesToday} />
          <StatTile label="Assessments" value={figures.assessments} />
          <StatTile label="Applications complete" value={figures.applicationsComplete} />
        </StatTiles>
      </Stack>
      <nav aria-label="Lists">
        <Row>
          {LIST_LINKS.map(({ to, label }) => (
            <ButtonLink key={to} to={to} $variant="secondary">
              {label}
            </ButtonLink>
          ))}
        </Row>
      </nav>
    </Page>
  );
}
