import type { ReviewRow } from '@glow/contract';
import { Button, Link, Muted, Stack } from '@glow/shared-ui';
import { formatXrp, projectNames } from '@glow/shared-ui/pages';
import { useId } from 'react';
import styled from 'styled-components';
import { assessmentPath } from '../paths';
import { sizeName } from './names';
import { ReviewFlags } from './ReviewFlags';
import { SizeCounts } from './SizeCounts';
import { SIZES_HIDDEN_WORDS } from './sizesHidden';

const Small = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Judges = styled.details`
  font-size: 0.85rem;
  summary {
    cursor: pointer;
    color: ${({ theme }) => theme.colors.primary[700]};
  }
  ul {
    margin: 0.3rem 0 0;
    padding-left: 1.1rem;
  }
`;

/** "one more assessment", "2 more assessments". */
const moreAssessments = (count: number) =>
  count === 1 ? 'one more assessment' : `${count} more assessments`;

/** What a nomination still needs before it has a final size, or nothing. */
function Needs({ row, onConsensus }: { row: ReviewRow; onConsensus: () => void }) {
  if (row.needs === 'consensus')
    return (
      <Stack $gap="0.3rem">
        <span>No judge is left: the judges decide together.</span>
        {row.counts && (
          <Button $variant="secondary" onClick={onConsensus}>
            Record consensus size
          </Button>
        )}
      </Stack>
    );
  const missing =
    row.needs === 'anotherAssessment'
      ? 1
      : row.flags.includes('fewerThanThree')
        ? 3 - row.assessmentCount
        : 0;
  if (missing === 0) return null;
  return (
    <Stack $gap="0.2rem">
      <span>
        Needs {moreAssessments(missing)}
        {row.judgesLeft.length > 0 && ` (${row.judgesLeft.join(', ')} can assess)`}
      </span>
      {row.judgesWithConflict.length > 0 && (
        <Small>{row.judgesWithConflict.join(', ')}: a conflict, should recuse</Small>
      )}
    </Stack>
  );
}

/**
 * One nomination of the review: who and what, its score (the tally, and without the voters the
 * ledger flagged), the sizes the judges gave, its final size and amount (each not shown until the
 * judge has assessed it, never after recusing), its flags and what it still needs.
 */
export function ReviewLine({ row, onConsensus }: { row: ReviewRow; onConsensus: () => void }) {
  const nameId = useId();
  return (
    <tr>
      <td data-label="Nomination">
        <Stack $gap="0.15rem">
          <Link id={nameId} to={assessmentPath(row.nominationId)}>
            {row.contributor.name}
          </Link>
          <Small>{projectNames(row.projects)}</Small>
        </Stack>
      </td>
      <td data-label="Score">{row.score}</td>
      <td data-label="Without flagged voters">{row.withoutFlaggedScore}</td>
      <td data-label="Assessments">{row.assessmentCount}</td>
      <td data-label="Sizes">
        {row.counts ? (
          <Stack $gap="0.3rem">
            <SizeCounts counts={row.counts} />
            {row.assessments && row.assessments.length > 0 && (
              <Judges>
                <summary aria-describedby={nameId}>Who gave what</summary>
                <ul>
                  {row.assessments.map((assessment) => (
                    <li key={assessment.id}>
                      {assessment.judgeName}:{' '}
                      {assessment.status === 'recused' ? 'recused' : sizeName(assessment.size)}
                    </li>
                  ))}
                </ul>
              </Judges>
            )}
          </Stack>
        ) : row.sizesHidden === 'assessFirst' ? (
          <Link to={assessmentPath(row.nominationId)} aria-describedby={nameId}>
            {SIZES_HIDDEN_WORDS.assessFirst}
          </Link>
        ) : (
          row.sizesHidden && <Muted as="span">{SIZES_HIDDEN_WORDS[row.sizesHidden]}</Muted>
        )}
      </td>
      <td data-label="Final size">
        {row.sizesHidden ? (
          <Muted as="span">Not shown</Muted>
        ) : row.consensus ? (
          <Stack $gap="0.15rem">
            <strong>Consensus: {sizeName(row.consensus.size)}</strong>
            <Small>{row.consensus.reason}</Small>
          </Stack>
        ) : (
          sizeName(row.finalSize)
        )}
      </td>
      <td data-label="Amount">
        {row.sizesHidden ? (
          <Muted as="span">Not shown</Muted>
        ) : row.amount === null ? (
          '—'
        ) : (
          formatXrp(row.amount)
        )}
      </td>
      <td data-label="Flags">
        {(row.flags.length > 0 || row.needs || row.judgesLeft.length > 0) && (
          <Stack $gap="0.4rem">
            <ReviewFlags flags={row.flags} />
            <Needs row={row} onConsensus={onConsensus} />
          </Stack>
        )}
      </td>
    </tr>
  );
}
