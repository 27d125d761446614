import type { Results as ResultsList, ResultNomination } from '@glow/contract';
import { ASSESSMENT_SIZE_NAMES } from '@glow/shared-api';
import {
  Badge,
  Card,
  githubUrl,
  LoadFailure,
  Muted,
  Page,
  Stack,
  TableScroll,
} from '@glow/shared-ui';
import { CardTable, counted, formatCount, formatDate, formatXrp } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { useResultsQuery } from '../api';

type CohortResult = ResultsList['cohorts'][number];

const CohortTitle = styled.h2`
  margin: 0;
  font-size: 1.35rem;
`;

const SubTitle = styled.h3`
  margin: 0;
  font-size: 1.05rem;
`;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: 0.75rem 1.5rem;
  margin: 0;
  div {
    padding-left: 0.9rem;
    border-left: 3px solid ${({ theme }) => theme.colors.primary[300]};
  }
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: 0.9rem;
  }
  dd {
    margin: 0;
    font-size: 1.2rem;
    font-weight: 700;
  }
`;

const People = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(240px, 1fr));
  gap: 1rem 2rem;
  ul {
    margin: 0.4rem 0 0;
    padding-left: 1.1rem;
  }
`;

const Hash = styled.code`
  font-size: 0.85rem;
  overflow-wrap: anywhere;
`;

/** "1 Jun 2026 – 30 Aug 2026", or "since 1 Oct 2026" for a cohort still open. */
function span(cohort: CohortResult) {
  const start = <time dateTime={cohort.startsAt}>{formatDate(cohort.startsAt)}</time>;
  if (!cohort.endsAt) return <>since {start}</>;
  return (
    <>
      {start} – <time dateTime={cohort.endsAt}>{formatDate(cohort.endsAt)}</time>
    </>
  );
}

function Payment({ nomination }: { nomination: ResultNomination }) {
  if (nomination.amountXrp === null) return <Muted as="span">No grant</Muted>;
  if (nomination.returnedToPool) return <Muted as="span">Returned to the pool</Muted>;
  if (!nomination.paid) return <Muted as="span">Not paid yet</Muted>;
  const { explorerUrl, txHash, paidAt } = nomination.paid;
  return (
    <Stack $gap="0.2rem">
      <span>
        <Badge $tone="success">Paid</Badge> <time dateTime={paidAt}>{formatDate(paidAt)}</time>
      </span>
      <a href={explorerUrl} target="_blank" rel="noreferrer">
        View transaction <Hash>{txHash.slice(0, 10)}…</Hash>
      </a>
    </Stack>
  );
}

function NominationRow({ nomination }: { nomination: ResultNomination }) {
  return (
    <tr>
      <td data-label="Contributor">{nomination.contributor}</td>
      <td data-label="Projects">
        {nomination.projects.map((project, index) => (
          <span key={project.id}>
            {index > 0 && ', '}
            <a href={githubUrl(project.githubRepo)} target="_blank" rel="noreferrer">
              {project.name}
            </a>
          </span>
        ))}
      </td>
      <td data-label="Final size">{ASSESSMENT_SIZE_NAMES[nomination.finalSize]}</td>
      <td data-label="Grant">
        {nomination.amountXrp === null ? '—' : formatXrp(nomination.amountXrp)}
      </td>
      <td data-label="Payment">
        <Payment nomination={nomination} />
      </td>
    </tr>
  );
}

function NameList({ title, names }: { title: string; names: string[] }) {
  return (
    <div>
      <SubTitle>{title}</SubTitle>
      {names.length === 0 ? (
        <Muted>None recorded.</Muted>
      ) : (
        <ul>
          {names.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * "12 votes of 3 voters were left out of the tally: <reason>; <reason>": the votes admins excluded
 * after reading the ledger, with their written reasons; nothing when none was.
 */
function ExcludedVotes({ excluded }: { excluded: CohortResult['excluded'] }) {
  if (excluded.votes === 0) return null;
  const reasons = excluded.reasons.length > 0 ? `: ${excluded.reasons.join('; ')}` : '.';
  return (
    <Muted>
      {counted(excluded.votes, ['vote', 'votes'])} of{' '}
      {counted(excluded.voters, ['voter', 'voters'])} {excluded.votes === 1 ? 'was' : 'were'} left
      out of the tally{reasons}
    </Muted>
  );
}

/**
 * One cohort: its figures, the votes left out of its tally, its nominations with their grants, its
 * scouts and judges.
 */
function CohortResults({ cohort }: { cohort: CohortResult }) {
  const titleId = `results-${cohort.id}`;
  return (
    <Card aria-labelledby={titleId}>
      <Stack>
        <Stack $gap="0.25rem">
          <CohortTitle id={titleId}>{cohort.name}</CohortTitle>
          <Muted>{span(cohort)}</Muted>
        </Stack>
        <Figures>
          <div>
            <dt>Nominations</dt>
            <dd>{formatCount(cohort.figures.nominations)}</dd>
          </div>
          <div>
            <dt>Voters</dt>
            <dd>{formatCount(cohort.figures.voters)}</dd>
          </div>
          <div>
            <dt>Votes</dt>
            <dd>{formatCount(cohort.figures.votes)}</dd>
          </div>
          <div>
            <dt>Grants approved</dt>
            <dd>{formatXrp(cohort.approvedXrp)}</dd>
          </div>
          <div>
            <dt>Paid so far</dt>
            <dd>{formatXrp(cohort.paidXrp)}</dd>
          </div>
        </Figures>
        <ExcludedVotes excluded={cohort.excluded} />
        <SubTitle>Nominations</SubTitle>
        <TableScroll>
          <CardTable aria-label={`Nominations of ${cohort.name}`}>
            <thead>
              <tr>
                <th>Contributor</th>
                <th>Projects</th>
                <th>Final size</th>
                <th>Grant</th>
                <th>Payment</th>
              </tr>
            </thead>
            <tbody>
              {cohort.nominations.map((nomination) => (
                <NominationRow key={nomination.id} nomination={nomination} />
              ))}
            </tbody>
          </CardTable>
        </TableScroll>
        <People>
          <NameList title="Scouts" names={cohort.scouts} />
          <NameList title="Judges" names={cohort.judges} />
        </People>
        <Muted>
          The final size is the judges&apos; common decision. What each scout or judge decided is
          not published.
        </Muted>
      </Stack>
    </Card>
  );
}

/**
 * Each cohort whose distribution the judges approved, newest first: who was granted what and the
 * payments' proof on the ledger, open to everyone.
 */
export default function Results() {
  const { data, error, isLoading, isFetching, refetch } = useResultsQuery();
  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the results…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.cohorts.length === 0)
    content = (
      <Card>
        <Muted>
          No results yet: a cohort&apos;s results appear here once its judges approve the
          distribution.
        </Muted>
      </Card>
    );
  else content = data?.cohorts.map((cohort) => <CohortResults key={cohort.id} cohort={cohort} />);
  return <Page>{content}</Page>;
}
