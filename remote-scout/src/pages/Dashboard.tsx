import type { Cohort } from '@glow/contract';
import { selectUser, useAppSelector } from '@glow/shared-api';
import { useActiveCohortQuery } from '@glow/shared-api/sharedEndpoints';
import { ButtonLink, Link, LoadFailure, Muted, Page, Row, TableScroll } from '@glow/shared-ui';
import { counted, PeriodBadge, projectNames, Section } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { useListScoutedNominationsQuery } from '../api';
import { NominationPeriod, nominationsOpen } from '../components/cohortState';
import { personName } from '../components/names';
import { hasDraft } from '../components/NominationDraft';
import { NominationTable } from '../components/NominationTable';
import { StatusBadge } from '../components/StatusBadge';
import { paths } from '../paths';

/** The nominations the dashboard lists; the rest are on the Nominations page. */
const DASHBOARD_NOMINATIONS = 20;

const CohortName = styled.strong`
  font-size: 1.4rem;
`;

/** The active cohort, whether nominations are open, and the way to nominate while they are. */
function CohortCard({ cohort }: { cohort: Cohort | null }) {
  const user = useAppSelector(selectUser);
  const open = nominationsOpen(cohort);
  const draft = open && cohort !== null && user !== null && hasDraft(user.id, cohort.id);
  return (
    <Section id="scout-cohort" title="Active cohort">
      {cohort && (
        <Row $gap="0.5rem 0.75rem">
          <CohortName>{cohort.name}</CohortName>
          <PeriodBadge period={cohort.period} />
        </Row>
      )}
      <Muted>
        <NominationPeriod cohort={cohort} />
      </Muted>
      {open && (
        <Row>
          <ButtonLink to={paths.newNomination}>
            {draft ? 'Continue your draft' : 'Nominate a contributor'}
          </ButtonLink>
        </Row>
      )}
    </Section>
  );
}

/** The scout's nominations in the active cohort: contributor, projects, score, scouts, status. */
function CohortNominations({ cohort }: { cohort: Cohort }) {
  const { data, error, isLoading, isFetching, refetch } = useListScoutedNominationsQuery({
    cohortId: cohort.id,
    limit: DASHBOARD_NOMINATIONS,
  });
  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading your nominations…</Muted>;
  else if (!data || (error && !isFetching))
    content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data.total === 0)
    content = <Muted>You have not nominated anyone in {cohort.name} yet.</Muted>;
  else
    content = (
      <TableScroll>
        <NominationTable aria-label={`Your nominations in ${cohort.name}`} aria-busy={isFetching}>
          <thead>
            <tr>
              <th>Contributor</th>
              <th>Projects</th>
              <th>Score</th>
              <th>Scouts</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {data.nominations.map((nomination) => (
              <tr key={nomination.id}>
                <td data-label="Contributor">{personName(nomination.contributor)}</td>
                <td data-label="Projects">{projectNames(nomination.projects)}</td>
                <td data-label="Score">{nomination.score}</td>
                <td data-label="Scouts">{counted(nomination.scouts, ['scout', 'scouts'])}</td>
                <td data-label="Status">
                  <StatusBadge nomination={nomination} />
                </td>
              </tr>
            ))}
          </tbody>
        </NominationTable>
      </TableScroll>
    );
  return (
    <Section id="scout-nominations" title={<>Your nominations in {cohort.name}</>}>
      {content}
      {data && data.total > data.nominations.length && (
        <Muted>
          <Link to={paths.nominations}>All {data.total} of your nominations</Link>
        </Muted>
      )}
    </Section>
  );
}

/** The scout's home: the active cohort's nomination period and the scout's nominations in it. */
export default function Dashboard() {
  const { data, error, isLoading, isFetching, refetch } = useActiveCohortQuery();

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
  return (
    <Page>
      <CohortCard cohort={data.cohort} />
      {/* Above the nominations, which load after: the link keeps its place while they arrive. */}
      <nav aria-label="Lists">
        <Row>
          <ButtonLink to={paths.nominations} $variant="secondary">
            All your nominations
          </ButtonLink>
        </Row>
      </nav>
      {data.cohort && <CohortNominations cohort={data.cohort} />}
    </Page>
  );
}
