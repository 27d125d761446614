import type { AdminNomination } from '@glow/contract';
import { ASSESSMENT_SIZE_NAMES, NOMINATION_STATUS_NAMES, xrpOf } from '@glow/shared-api';
import { githubUrl, Link, Muted, Stack } from '@glow/shared-ui';
import { EvidenceList } from '@glow/shared-ui/evidence-list';
import { formatDate, formatDateTime, formatXrp, Section } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { ApplicationStatusBadge } from '../applications/applicationBadges';
import { Facts } from '../Facts';
import { GrantStateBadge, PaymentStatusBadge } from '../payments/GrantStateBadge';
import { applicationPath, cohortPath, paymentPath, userPath } from '../../paths';

type Props = { nomination: AdminNomination };

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;
  p {
    margin: 0;
    white-space: pre-line;
    overflow-wrap: anywhere;
  }
`;

/** "+7", "0", "-2": a vote score. */
const signed = (score: number) => (score > 0 ? `+${score}` : String(score));

/** "Sized: Medium" once the distribution is approved, else the status's name. */
export function nominationStatusText({ status, finalSize }: AdminNomination) {
  if (status === 'sized' && finalSize)
    return `${NOMINATION_STATUS_NAMES.sized}: ${ASSESSMENT_SIZE_NAMES[finalSize]}`;
  return NOMINATION_STATUS_NAMES[status];
}

/** The cohort, status, dates, categories and the nominating scout's description. */
export function NominationSection({ nomination }: Props) {
  return (
    <Section id="nomination-facts" title="Nomination">
      <Stack $gap="0.75rem">
        <Facts>
          <dt>Cohort</dt>
          <dd>
            <Link to={cohortPath(nomination.cohort.id)}>{nomination.cohort.name}</Link>
          </dd>
          <dt>Status</dt>
          <dd>{nominationStatusText(nomination)}</dd>
          <dt>Nominated</dt>
          <dd>
            <time dateTime={nomination.createdAt}>{formatDateTime(nomination.createdAt)}</time>
          </dd>
          <dt>Contribution</dt>
          <dd>{formatDate(nomination.contributionDate)}</dd>
          <dt>Categories</dt>
          <dd>{nomination.categories.join(', ')}</dd>
        </Facts>
        <List>
          <li>
            <p>{nomination.description}</p>
          </li>
        </List>
      </Stack>
    </Section>
  );
}

/** The nominating scout, then each co-nominator with their note, each linked to their user page. */
export function ScoutsSection({ nomination }: Props) {
  const { scout, coScouts } = nomination;
  return (
    <Section id="nomination-scouts" title="Scouts">
      <List aria-label="Scouts">
        <li>
          {scout ? <Link to={userPath(scout.id)}>{scout.name}</Link> : 'A former scout'}{' '}
          <Muted as="span">nominated</Muted>
        </li>
        {coScouts.map((coScout) => (
          <li key={coScout.id}>
            <Link to={userPath(coScout.id)}>{coScout.name}</Link>{' '}
            <Muted as="span">co-nominated</Muted>
            <p>{coScout.note}</p>
          </li>
        ))}
      </List>
    </Section>
  );
}

export function ContributorSection({ nomination }: Props) {
  const { contributor } = nomination;
  return (
    <Section id="nomination-contributor" title="Contributor">
      <Facts>
        <dt>Name</dt>
        <dd>
          {contributor.firstName} {contributor.lastName}
        </dd>
        <dt>Email</dt>
        <dd>{contributor.email}</dd>
        <dt>GitHub</dt>
        <dd>
          <a href={githubUrl(contributor.githubUsername)} target="_blank" rel="noreferrer">
            @{contributor.githubUsername}
          </a>
        </dd>
      </Facts>
    </Section>
  );
}

export function ProjectsSection({ nomination }: Props) {
  return (
    <Section id="nomination-projects" title="Projects">
      <List aria-label="Projects">
        {nomination.projects.map((project) => (
          <li key={project.id}>
            <strong>{project.name}</strong>{' '}
            <a href={githubUrl(project.githubRepo)} target="_blank" rel="noreferrer">
              {project.githubRepo}
            </a>
          </li>
        ))}
      </List>
    </Section>
  );
}

export function EvidenceSection({ nomination }: Props) {
  return (
    <Section id="nomination-evidence" title="Evidence">
      <EvidenceList evidence={nomination.evidence} empty="The scouts added no evidence." />
    </Section>
  );
}

export function VotesSection({ nomination }: Props) {
  const { votes } = nomination;
  return (
    <Section id="nomination-votes" title="Votes">
      <Facts>
        <dt>Up</dt>
        <dd>{votes.up}</dd>
        <dt>Down</dt>
        <dd>{votes.down}</dd>
        <dt>Score</dt>
        <dd>{signed(votes.score)}</dd>
      </Facts>
    </Section>
  );
}

/** Each judge's size and reasons, once the cohort's assessment is over. */
export function AssessmentsSection({ nomination }: Props) {
  const { assessments } = nomination;
  let content;
  if (assessments === null)
    content = <Muted>Shown once the cohort&apos;s assessment is over.</Muted>;
  else if (assessments.length === 0) content = <Muted>No judge assessed it.</Muted>;
  else
    content = (
      <List aria-label="Assessments">
        {assessments.map((assessment) => (
          <li key={assessment.id}>
            <strong>{assessment.judge.name}</strong>:{' '}
            {assessment.status === 'recused'
              ? 'recused'
              : assessment.size
                ? ASSESSMENT_SIZE_NAMES[assessment.size]
                : 'not finished'}
            {assessment.recusalReason && <p>Reason: {assessment.recusalReason}</p>}
            {assessment.rejectionReason && <p>Rejection reason: {assessment.rejectionReason}</p>}
            {assessment.comment && <p>Comment: {assessment.comment}</p>}
          </li>
        ))}
      </List>
    );
  return (
    <Section id="nomination-assessments" title="Assessments">
      {content}
    </Section>
  );
}

/** The person's application in the cohort, and their grant with its latest payment. */
export function ApplicationSection({ nomination }: Props) {
  const { application, grant, cohort } = nomination;
  if (!application)
    return (
      <Section id="nomination-application" title="Application and grant">
        <Muted>The contributor has no application in {cohort.name}.</Muted>
      </Section>
    );
  return (
    <Section id="nomination-application" title="Application and grant">
      <Facts>
        <dt>Application</dt>
        <dd>
          <ApplicationStatusBadge status={application.status} cohortPeriod={cohort.period} />
          <Link to={applicationPath(application.id)}>Open the application</Link>
        </dd>
        <dt>Grant</dt>
        <dd>
          {grant ? (
            <>
              {ASSESSMENT_SIZE_NAMES[grant.size]}, {formatXrp(xrpOf(grant.amountDrops))}
              <GrantStateBadge state={grant.state} />
              {grant.nominationId !== nomination.id && (
                <Muted as="span">(paid for another of their nominations)</Muted>
              )}
            </>
          ) : (
            <Muted as="span">None yet</Muted>
          )}
        </dd>
        {grant?.payment && (
          <>
            <dt>Payment</dt>
            <dd>
              <PaymentStatusBadge status={grant.payment.status} />
              <Link to={paymentPath(grant.payment.id)}>Open the payment</Link>
            </dd>
          </>
        )}
      </Facts>
    </Section>
  );
}
