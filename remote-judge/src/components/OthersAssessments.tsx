import type { Assessment, Evaluation } from '@glow/contract';
import { ASSESSMENT_CRITERIA } from '@glow/shared-api';
import { Muted, Stack } from '@glow/shared-ui';
import { counted, Section } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import { sizeName } from './names';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li + li {
    padding-top: 0.9rem;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** "All criteria: yes", or the questions answered "no". */
export function criteriaSummary(criteria: Assessment['criteria']): string {
  if (!criteria) return '';
  const noes = ASSESSMENT_CRITERIA.filter(({ key }) => !criteria[key]);
  if (noes.length === 0) return 'All criteria: yes';
  return `No to: ${noes.map(({ question }) => question).join(' ')}`;
}

function OtherAssessment({ assessment }: { assessment: Assessment }) {
  if (assessment.status === 'recused')
    return (
      <li>
        <strong>{assessment.judge.name}</strong> recused
      </li>
    );
  return (
    <li>
      <Stack $gap="0.25rem">
        <p>
          <strong>{assessment.judge.name}</strong>: {sizeName(assessment.size)}
        </p>
        <Muted>{criteriaSummary(assessment.criteria)}</Muted>
        {assessment.rejectionReason && <p>Rejection reason: {assessment.rejectionReason}</p>}
        {assessment.comment && <p>Comment: {assessment.comment}</p>}
      </Stack>
    </li>
  );
}

/**
 * The other judges' assessments, once the judge has saved their own (an independent first
 * judgement); before that only their number, and nothing after recusing.
 */
export function OthersAssessments({ evaluation }: { evaluation: Evaluation }) {
  const { others, mine, assessmentCount, canChange, conflict } = evaluation;
  let content;
  if (mine?.status === 'recused')
    content = (
      <Muted>You recused yourself: you do not see the other judges&apos; assessments.</Muted>
    );
  else if (others === null)
    content = (
      <Muted>
        {assessmentCount === 0
          ? 'No judge has assessed this nomination yet.'
          : `${counted(assessmentCount, ['judge has', 'judges have'])} assessed this nomination.`}{' '}
        {canChange && !conflict
          ? 'You will see their assessments after saving yours.'
          : 'You did not assess it, so their assessments are not shown to you.'}
      </Muted>
    );
  else if (others.length === 0) content = <Muted>No other judge has assessed it yet.</Muted>;
  else
    content = (
      <List>
        {others.map((assessment) => (
          <OtherAssessment key={assessment.id} assessment={assessment} />
        ))}
      </List>
    );
  return (
    <Section
      id="others-assessments"
      title={others ? `Other judges' assessments (${others.length})` : "Other judges' assessments"}
    >
      {content}
    </Section>
  );
}
