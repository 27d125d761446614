import type { AdminApplicationDetail } from '@glow/contract';
import { Link, Muted, Page, Row, useParams } from '@glow/shared-ui';
import { Columns, RecordNotShown } from '@glow/shared-ui/pages';
import { ApplicationStatusBadge, KycBadge } from '../components/applications/applicationBadges';
import { ApplicationDecisions } from '../components/applications/ApplicationDecisions';
import { ApplicationHistory } from '../components/applications/ApplicationHistory';
import {
  DetailsSection,
  EligibilitySection,
  KycSection,
  NominationsSection,
  StepsSection,
  WalletSection,
} from '../components/applications/ApplicationRecord';
import { useReadApplicationQuery } from '../api';
import { ALL_COHORTS, applicationsPath, cohortTrail } from '../paths';

function ApplicationContent({ application }: { application: AdminApplicationDetail }) {
  const { cohort, contributor } = application;
  return (
    <>
      <Row $gap="0.5rem 0.75rem">
        <ApplicationStatusBadge
          status={application.status}
          cohortPeriod={application.cohort.period}
        />
        <KycBadge status={application.kyc.status} />
        <Muted as="span">
          {contributor.email} ·{' '}
          <Link to={applicationsPath(cohort.id)}>Applications of {cohort.name}</Link>
        </Muted>
      </Row>
      <ApplicationDecisions application={application} />
      <Columns>
        <StepsSection application={application} />
        <NominationsSection application={application} />
      </Columns>
      <EligibilitySection application={application} />
      <Columns>
        <WalletSection application={application} />
        <DetailsSection application={application} />
      </Columns>
      <KycSection application={application} />
      <ApplicationHistory application={application} />
    </>
  );
}

/**
 * One contributor's application for its review: where it stands and the admin's decisions, each
 * step with who and when, the eligibility answers, wallet, details and agreement, KYC, history.
 */
export default function Application() {
  const id = Number(useParams().id);
  const { data, error, isLoading, isFetching, refetch } = useReadApplicationQuery(id);

  if (data)
    return (
      <Page label={`Application of ${data.contributor.name}`} trail={cohortTrail(data.cohort)}>
        <ApplicationContent application={data} />
      </Page>
    );
  return (
    <RecordNotShown
      back={ALL_COHORTS}
      record={`application ${id}`}
      loading={isLoading || (isFetching && !error)}
      loadingText="Loading the application…"
      error={error}
      onRetry={refetch}
    />
  );
}
