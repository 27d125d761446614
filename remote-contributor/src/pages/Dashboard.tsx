import type { ApplicationView } from '@glow/contract';
import {
  applicationsDueAt,
  applicationStatusName,
  endedWithCohort,
  stepState,
  ASSESSMENT_SIZE_NAMES,
  KYC_STATUS_NAMES,
  NOMINATION_STATUS_NAMES,
  type ApplicationStatus,
  xrpOf,
} from '@glow/shared-api';
import {
  Alert,
  Badge,
  ButtonLink,
  Card,
  Link,
  LoadFailure,
  Muted,
  Page,
  Row,
  Stack,
  type Tone,
} from '@glow/shared-ui';
import {
  asSentence,
  counted,
  formatDate,
  formatXrp,
  PHONE_WIDTH,
  projectNames,
  Section,
} from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { useListMyApplicationsQuery } from '../api';
import { activeApplication } from '../components/activeApplication';
import { KycBlock } from '../components/KycBlock';
import { NoApplication } from '../components/NoApplication';
import { NotEligible } from '../components/NotEligible';
import { STEP_PATHS } from '../components/stepPaths';
import { Stepper } from '../components/Stepper';
import { paths } from '../paths';

const TransactionHash = styled.code`
  overflow-wrap: anywhere;
`;

const STATUS_TONES: Record<ApplicationStatus, Tone> = {
  inProgress: 'info',
  submitted: 'info',
  returned: 'warning',
  approved: 'success',
  walletChanged: 'warning',
  notEligible: 'danger',
  withdrawn: 'neutral',
};

/** The application's status as a badge; one that ended with its closed cohort says so. */
function StatusBadge({ application }: { application: ApplicationView }) {
  const { status, cohort } = application;
  const ended = endedWithCohort(status, cohort.period);
  return (
    <Badge $tone={ended ? 'neutral' : STATUS_TONES[status]}>
      {applicationStatusName(status, cohort.period)}
    </Badge>
  );
}

const Cards = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 18rem), 1fr));
  gap: 1rem;
`;

const Address = styled.code`
  overflow-wrap: anywhere;
`;

const CardTitle = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

/** The grant's size is decided once the cohort's distribution is approved. */
const sizeDecidedOf = (application: ApplicationView) =>
  application.grant !== null ||
  application.nominations.some((nomination) => nomination.finalSize !== null);

/**
 * Whether the grant needs an identity verification: not known until its size is decided, then
 * the verification's status, or not needed.
 */
function kycLabel(application: ApplicationView): string {
  if (application.kycStatus) return `KYC: ${KYC_STATUS_NAMES[application.kycStatus].toLowerCase()}`;
  return sizeDecidedOf(application) ? 'KYC: not needed' : 'KYC: not known yet';
}

/** One nomination the contributor received: cohort, projects, the scouts' description. */
function NominationCard({
  application,
  nomination,
}: {
  application: ApplicationView;
  nomination: ApplicationView['nominations'][number];
}) {
  const titleId = `nomination-${nomination.id}`;
  return (
    <Card as="article" aria-labelledby={titleId}>
      <Stack $gap="0.5rem">
        <CardTitle id={titleId}>{projectNames(nomination.projects)}</CardTitle>
        <Row $gap="0.5rem">
          <Badge>{application.cohort.name}</Badge>
          <StatusBadge application={application} />
          {nomination.finalSize === 'decline' ? (
            <Badge>{NOMINATION_STATUS_NAMES.declined}</Badge>
          ) : (
            nomination.finalSize && (
              <Badge $tone="success">
                Size: {ASSESSMENT_SIZE_NAMES[nomination.finalSize]}
                {application.grant?.size === nomination.finalSize &&
                  ` · ${formatXrp(xrpOf(application.grant.amountDrops))}`}
              </Badge>
            )
          )}
        </Row>
        <p>{nomination.description}</p>
        <Muted>Nominated by {counted(nomination.scouts, ['scout', 'scouts'])}</Muted>
      </Stack>
    </Card>
  );
}

/**
 * The next step's button first on a phone, where the stepper is a long column; below the stepper
 * on wider screens, where the stepper is a short grid.
 */
const StepsWithAction = styled.div`
  display: flex;
  flex-direction: column;
  gap: 1rem;
  @media (max-width: ${PHONE_WIDTH}) {
    > :not(nav) {
      order: -1;
    }
  }
`;

/** What the contributor does next: the current step's page, as the primary button. */
function NextAction({ application }: { application: ApplicationView }) {
  const { current, nextAction } = application.progress;
  const path = current ? STEP_PATHS[current] : null;
  // KYC is started from its own block below.
  if (!current || !nextAction || !path || current === 'kyc') return null;
  return (
    <Row>
      <ButtonLink to={path}>{asSentence(nextAction)}</ButtonLink>
    </Row>
  );
}

/** An approved application: its grant paid (with the transaction), or the payment to come. */
function ApprovedNote({ application }: { application: ApplicationView }) {
  const payment = application.grant?.payment;
  if (!application.grant || !payment) {
    return <p>Your application is approved. Payment follows the cohort&apos;s distribution.</p>;
  }
  return (
    <Alert tone="success">
      <p>
        <Badge $tone="success">Paid</Badge> Your grant of{' '}
        {formatXrp(xrpOf(application.grant.amountDrops))} was paid on{' '}
        <time dateTime={payment.paidAt}>{formatDate(payment.paidAt)}</time>.
      </p>
      <p>
        Transaction{' '}
        <a href={payment.explorerUrl} target="_blank" rel="noreferrer">
          <TransactionHash>{payment.txHash}</TransactionHash>
        </a>
      </p>
    </Alert>
  );
}

/**
 * By when the application must be complete, while finishing it is the contributor's to do: the
 * date from the nomination on, and once it has passed, that the cohort's close ends it.
 */
function DueNote({ application, now = new Date() }: { application: ApplicationView; now?: Date }) {
  const { cohort, status } = application;
  const theirs = status === 'inProgress' || status === 'returned';
  if (!cohort.applicationsDueOn || !theirs || endedWithCohort(status, cohort.period)) return null;
  const due = (
    <time dateTime={cohort.applicationsDueOn}>{formatDate(cohort.applicationsDueOn)}</time>
  );
  if (now < applicationsDueAt(cohort.applicationsDueOn)) {
    return (
      <Alert tone="info">
        <p>
          <strong>Complete your application by {due}.</strong> An application not complete when{' '}
          {cohort.name} closes cannot be paid; you get a reminder 7 days and 1 day before.
        </p>
      </Alert>
    );
  }
  return (
    <Alert tone="warning">
      <p>
        <strong>Your application was due by {due}.</strong> Complete it now: when {cohort.name}{' '}
        closes, an application not complete cannot be paid.
      </p>
    </Alert>
  );
}

/** Where the application stands, in a sentence, when no step is the contributor's to take. */
function StatusNote({ application }: { application: ApplicationView }) {
  const { cohort } = application;
  if (cohort.period === 'cancelled') {
    return (
      <Alert tone="warning">
        <p>
          {cohort.name} was cancelled: this application is over and no grant is paid from it. You
          can be nominated again in a later cohort.
        </p>
        {cohort.cancelReason && <p>The reason given: «{cohort.cancelReason}»</p>}
      </Alert>
    );
  }
  if (endedWithCohort(application.status, cohort.period)) {
    return (
      <Muted>
        {cohort.name} closed before your application was submitted: this application is over.
      </Muted>
    );
  }
  switch (application.status) {
    case 'submitted':
      return (
        <Muted>
          Your application is with the admins for review
          {application.submittedAt && ` (submitted ${formatDate(application.submittedAt)})`}. You
          will get an email when they decide.
        </Muted>
      );
    case 'approved':
      return <ApprovedNote application={application} />;
    case 'withdrawn':
      return <Muted>The nomination was withdrawn: this application is closed.</Muted>;
    default:
      return null;
  }
}

/** The active application: its stepper, the next action, and what the admins or KYC say. */
function ApplicationCard({ application }: { application: ApplicationView }) {
  const { progress } = application;
  const ended = endedWithCohort(application.status, application.cohort.period);
  return (
    <>
      <Section id="application" title={`Your application for ${application.cohort.name}`}>
        <Row $gap="0.5rem">
          <StatusBadge application={application} />
          <Badge>{kycLabel(application)}</Badge>
        </Row>
        <DueNote application={application} />
        {application.reopenReason && application.status === 'inProgress' && (
          <Alert tone="info">
            <p>An admin reopened your application: {application.reopenReason}</p>
          </Alert>
        )}
        {application.status === 'walletChanged' && (
          <Alert tone="warning">
            <p>
              You changed your wallet after submitting: confirm the new address in the grant
              agreement and submit again. The admins then approve your application again; your grant
              is paid only to an approved address.
            </p>
          </Alert>
        )}
        {application.status === 'returned' && application.returnReason && (
          <Alert tone="warning">
            <p>The admins returned your application: {application.returnReason}</p>
            {!ended && <p>Change your details and submit them again.</p>}
          </Alert>
        )}
        <StepsWithAction>
          <Stepper steps={progress.steps} sizeDecided={sizeDecidedOf(application)} />
          <NextAction application={application} />
        </StepsWithAction>
        <StatusNote application={application} />
      </Section>
      {application.status === 'notEligible' && (
        <NotEligible failing={application.failingEligibility ?? []} />
      )}
      {application.kycStatus && (
        <KycBlock
          applicationId={application.id}
          status={application.kycStatus}
          canStart={stepState(progress, 'kyc') === 'current'}
        />
      )}
    </>
  );
}

/** Earlier applications, one line each. */
function EarlierApplications({ applications }: { applications: ApplicationView[] }) {
  return (
    <Section id="earlier-applications" title="Earlier applications">
      <ul>
        {applications.map((application) => (
          <li key={application.id}>
            {application.cohort.name}:{' '}
            {applicationStatusName(application.status, application.cohort.period)}
          </li>
        ))}
      </ul>
    </Section>
  );
}

/**
 * The contributor's home: a card per nomination they received, and their active application
 * with its steps, the next action, a returned application's reason, why they are not eligible,
 * and the identity verification when their grant needs one.
 */
export default function Dashboard() {
  const { data, error, isLoading, isFetching, refetch } = useListMyApplicationsQuery();

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading your applications…</Muted>;
  else if (!data || (error && !isFetching))
    content = <LoadFailure error={error} onRetry={refetch} />;
  else {
    const active = activeApplication(data.applications);
    if (!active) content = <NoApplication />;
    else {
      const earlier = data.applications.filter((application) => application !== active);
      content = (
        <>
          <ApplicationCard application={active} />
          <Section id="nominations" title="Your nominations">
            <Cards>
              {data.applications.flatMap((application) =>
                application.nominations.map((nomination) => (
                  <NominationCard
                    key={nomination.id}
                    application={application}
                    nomination={nomination}
                  />
                )),
              )}
            </Cards>
          </Section>
          {earlier.length > 0 && <EarlierApplications applications={earlier} />}
          {data.wallet && (
            <Muted>
              Your registered wallet: <Address>{data.wallet.address}</Address>
              {!active.grant?.payment && (
                <>
                  {' '}
                  (<Link to={paths.walletRegistration}>change</Link>)
                </>
              )}
            </Muted>
          )}
        </>
      );
    }
  }
  return <Page>{content}</Page>;
}
