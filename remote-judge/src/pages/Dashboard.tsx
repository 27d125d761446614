import type { JudgeSummary } from '@glow/contract';
import { COHORT_PERIOD_NAMES } from '@glow/shared-api';
import {
  Alert,
  ButtonLink,
  Link,
  LoadFailure,
  Muted,
  Page,
  Row,
  TableScroll,
} from '@glow/shared-ui';
import {
  CardTable,
  counted,
  formatCount,
  formatDate,
  projectNames,
  Section,
} from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { useJudgeSummaryQuery } from '../api';
import { CohortBanner } from '../components/CohortBanner';
import { assessmentPath, distributionPath, evaluationsPath, paths, reviewPath } from '../paths';

type Summary = JudgeSummary & { cohort: NonNullable<JudgeSummary['cohort']> };

const Progress = styled.progress`
  width: 100%;
  max-width: 28rem;
  height: 0.75rem;
  accent-color: ${({ theme }) => theme.colors.primary[600]};
`;

/** "You have assessed 12 of 40 nominations (1 recused)", a bar, and the way on. */
function ProgressCard({ summary }: { summary: Summary }) {
  const progress = summary.progress ?? { assessed: 0, recused: 0, total: 0 };
  const done = progress.assessed + progress.recused;
  const assessing = summary.cohort.period === 'assessment';
  const excused = summary.distribution?.excused;
  return (
    <Section id="judge-progress" title="Your progress">
      <p>
        You have assessed {formatCount(progress.assessed)} of{' '}
        {counted(progress.total, ['nomination', 'nominations'])}
        {progress.recused > 0 && ` (${formatCount(progress.recused)} recused)`}.
      </p>
      <Progress
        value={done}
        max={Math.max(progress.total, 1)}
        aria-label={`Done: ${done} of ${progress.total}`}
      />
      {excused ? (
        <Alert tone="info">
          <p>
            An admin excused you from {summary.cohort.name}&apos;s distribution on{' '}
            <time dateTime={excused.at}>{formatDate(excused.at)}</time> ({excused.reason}): you
            assess and approve nothing more of it; what you assessed before still counts.
          </p>
        </Alert>
      ) : !assessing ? (
        <Muted>
          {summary.cohort.name} is in its distribution period: its assessments are locked.
        </Muted>
      ) : summary.continueAt !== null ? (
        <Row>
          <ButtonLink to={assessmentPath(summary.continueAt)}>Continue assessing</ButtonLink>
          <ButtonLink to={evaluationsPath('todo')} $variant="secondary">
            Your to-do list
          </ButtonLink>
        </Row>
      ) : (
        <Muted>You have nothing left to assess.</Muted>
      )}
    </Section>
  );
}

/** The nominations that still have fewer than three assessments: how many, and the first few. */
function ShortCard({ short }: { short: JudgeSummary['short'] }) {
  return (
    <Section id="judge-short" title="Short of three assessments">
      {short.count === 0 ? (
        <Muted>Every nomination has at least three assessments.</Muted>
      ) : (
        <>
          <Muted>
            {counted(short.count, [
              'nomination has fewer than 3 assessments',
              'nominations have fewer than 3 assessments',
            ])}
            .
          </Muted>
          <TableScroll>
            <CardTable aria-label="Nominations short of three assessments">
              <thead>
                <tr>
                  <th>Contributor</th>
                  <th>Projects</th>
                  <th>Assessments</th>
                </tr>
              </thead>
              <tbody>
                {short.first.map((row) => (
                  <tr key={row.nominationId}>
                    <td data-label="Contributor">
                      <Link to={assessmentPath(row.nominationId)}>{row.contributor.name}</Link>
                    </td>
                    <td data-label="Projects">{projectNames(row.projects)}</td>
                    <td data-label="Assessments">{row.assessmentCount} of 3</td>
                  </tr>
                ))}
              </tbody>
            </CardTable>
          </TableScroll>
          <Muted>
            <Link to={evaluationsPath('short')}>See all {formatCount(short.count)}</Link>
          </Muted>
        </>
      )}
    </Section>
  );
}

/** Where the distribution stands for this judge: not ready (why), ready, approved. */
function DistributionCard({ summary }: { summary: Summary }) {
  const { distribution, cohort } = summary;
  let state;
  if (!distribution) state = <Muted>The distribution is not compiled yet.</Muted>;
  else if (distribution.approved)
    state = <p>Approved by every judge ({distribution.approvals} approvals).</p>;
  else if (distribution.excused)
    state = <p>You were excused from this distribution: your approval is not needed.</p>;
  else if (distribution.approvedByMe)
    state = (
      <p>
        You approved it; waiting for{' '}
        {counted(distribution.required - distribution.approvals, ['judge', 'judges'])}.
      </p>
    );
  else if (distribution.ready)
    state = (
      <Row>
        <strong>Ready for your approval.</strong>
        <ButtonLink to={distributionPath(cohort.id)}>Review and approve</ButtonLink>
      </Row>
    );
  else
    state = (
      <p>
        Not ready:{' '}
        {distribution.blockers.length ? distribution.blockers.join('; ') : 'see the review'}.
      </p>
    );
  return (
    <Section id="judge-distribution" title="Distribution">
      {state}
      <Row>
        <Link to={reviewPath(cohort.id)}>Review of {cohort.name}</Link>
        <Link to={distributionPath(cohort.id)}>Distribution of {cohort.name}</Link>
      </Row>
    </Section>
  );
}

/** No cohort in assessment or distribution: say so, and link to the last one judged. */
function NoCohort({ lastCohort }: { lastCohort: JudgeSummary['lastCohort'] }) {
  return (
    <Section id="judge-cohort" title="No cohort is being assessed">
      <Muted>
        Assessments open when an admin moves the active cohort to its assessment period; you will
        get an email.
      </Muted>
      {lastCohort && (
        <p>
          Last cohort you judged: {lastCohort.name} (
          {COHORT_PERIOD_NAMES[lastCohort.period].toLowerCase()}) —{' '}
          <Link to={reviewPath(lastCohort.id)}>its review</Link>
        </p>
      )}
    </Section>
  );
}

/**
 * The judge's home: the cohort under assessment, their progress, the nominations short of three
 * assessments and whether the distribution awaits their approval.
 */
export default function Dashboard() {
  const { data, error, isLoading, isFetching, refetch } = useJudgeSummaryQuery();

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the dashboard…</Muted>;
  else if (!data || (error && !isFetching))
    content = <LoadFailure error={error} onRetry={refetch} />;
  else if (!data.cohort) content = <NoCohort lastCohort={data.lastCohort} />;
  else {
    const summary = { ...data, cohort: data.cohort };
    content = (
      <>
        <Section
          id="judge-cohort"
          title={
            summary.cohort.period === 'assessment' ? 'Cohort under assessment' : 'Cohort judged'
          }
        >
          <CohortBanner cohort={summary.cohort} />
        </Section>
        <ProgressCard summary={summary} />
        <ShortCard short={summary.short} />
        <DistributionCard summary={summary} />
        <nav aria-label="Lists">
          <Row>
            <ButtonLink to={paths.evaluations} $variant="secondary">
              All nominations
            </ButtonLink>
          </Row>
        </nav>
      </>
    );
  }
  return <Page>{content}</Page>;
}
