import type { AdminNomination } from '@glow/contract';
import { Badge, Link, Muted, Page, Row, useParams } from '@glow/shared-ui';
import { Columns, RecordNotShown } from '@glow/shared-ui/pages';
import {
  ApplicationSection,
  AssessmentsSection,
  ContributorSection,
  EvidenceSection,
  NominationSection,
  nominationStatusText,
  ProjectsSection,
  ScoutsSection,
  VotesSection,
} from '../components/nominations/NominationRecord';
import { useGetNominationQuery } from '../nominationsApi';
import { ALL_COHORTS, cohortPath, cohortTrail } from '../paths';

function NominationContent({ nomination }: { nomination: AdminNomination }) {
  return (
    <>
      <Row $gap="0.5rem 0.75rem">
        <Badge>{nominationStatusText(nomination)}</Badge>
        <Muted as="span">
          <Link to={cohortPath(nomination.cohort.id)}>{nomination.cohort.name}</Link>
        </Muted>
      </Row>
      <Columns>
        <NominationSection nomination={nomination} />
        <ScoutsSection nomination={nomination} />
      </Columns>
      <Columns>
        <ContributorSection nomination={nomination} />
        <ProjectsSection nomination={nomination} />
      </Columns>
      <EvidenceSection nomination={nomination} />
      <Columns>
        <VotesSection nomination={nomination} />
        <AssessmentsSection nomination={nomination} />
      </Columns>
      <ApplicationSection nomination={nomination} />
    </>
  );
}

/**
 * One nomination whole: its cohort and status, scouts, contributor, projects, evidence, votes,
 * the judges' assessments once the cohort's assessment is over, the application and the grant.
 */
export default function Nomination() {
  const id = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useGetNominationQuery(id);

  if (data)
    return (
      <Page
        label={`Nomination of ${data.contributor.firstName} ${data.contributor.lastName}`}
        trail={cohortTrail(data.cohort)}
      >
        <NominationContent nomination={data} />
      </Page>
    );
  return (
    <RecordNotShown
      back={ALL_COHORTS}
      record={`nomination ${id}`}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the nomination…"
      error={error}
      onRetry={refetch}
    />
  );
}
