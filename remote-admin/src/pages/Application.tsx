import type { AdminApplicationDetail } from '@glow/contract';
import { isGlowApiError } from '@glow/shared-api';
import { Alert, ButtonLink, Link, LoadFailure, Muted, Page, Row, useParams } from '@glow/shared-ui';
import { ApplicationStatusBadge, KycBadge } from '../components/applicationBadges';
import { ApplicationDecisions } from '../components/ApplicationDecisions';
import { ApplicationHistory } from '../components/ApplicationHistory';
import {
  DetailsSection,
  EligibilitySection,
  KycSection,
  NominationsSection,
  StepsSection,
  WalletSection,
} from '../components/ApplicationRecord';
import { Columns } from '../components/Section';
import { useReadApplicationQuery } from '../api';
import { applicationsPath, paths } from '../paths';

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
      <Page label={`Application of ${data.contributor.name}`}>
        <ApplicationContent application={data} />
      </Page>
    );
  let content;
  if (isLoading || (isFetching && !error))
    content = <Muted aria-busy="true">Loading the application…</Muted>;
  else if (isGlowApiError(error) && error.status === 404)
    content = (
      <Alert tone="danger">
        <p>
          <strong>{error.message}</strong>: there is no application {id}.
        </p>
        <p>
          <ButtonLink to={paths.cohorts} $variant="secondary">
            All cohorts
          </ButtonLink>
        </p>
      </Alert>
    );
  else content = <LoadFailure error={error} onRetry={refetch} />;
  return <Page>{content}</Page>;
}
