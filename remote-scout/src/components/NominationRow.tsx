import type { ScoutedNomination } from '@glow/contract';
import { Button, githubUrl, Stack, VisuallyHidden } from '@glow/shared-ui';
import { counted, formatDate, PHONE_WIDTH } from '@glow/shared-ui/pages';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Detail } from './Detail';
import { personName, projectNames } from './names';
import { StatusBadge } from './StatusBadge';

/**
 * Descriptions longer than this are clamped to two lines with "more" to show them whole; shorter
 * ones are shown whole (clamping them could hide their end on a phone with no way to read it).
 */
const CLAMPED_FROM = 140;

const Description = styled.p<{ $clamped: boolean }>`
  margin: 0;
  max-width: 28rem;
  font-size: 0.9rem;
  overflow-wrap: anywhere;
  ${({ $clamped }) =>
    $clamped &&
    `display: -webkit-box;
     -webkit-line-clamp: 2;
     -webkit-box-orient: vertical;
     overflow: hidden;`}
`;

const More = styled.button.attrs({ type: 'button' })`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  font: inherit;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.primary[700]};
  text-decoration: underline;
  cursor: pointer;
`;

/** Edit above Withdraw in the table's last column; side by side on a phone's card. */
const Actions = styled.div`
  display: flex;
  flex-direction: column;
  align-items: stretch;
  gap: 0.4rem;
  button {
    white-space: nowrap;
  }
  @media (max-width: ${PHONE_WIDTH}) {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

const PART_NAMES = { nominator: 'Nominated', 'co-nominator': 'Co-nominated' } as const;

export interface RowActions {
  onEdit: () => void;
  onWithdraw: () => void;
}

/**
 * One of the scout's nominations: contributor, projects, description (a long one in two lines,
 * "more" shows it all), date, score, scouts, the scout's part and status, and while its cohort is in its
 * nomination period, Edit (the nominating scout) and Withdraw (a co-nominator's: their backing).
 */
export function NominationRow({
  nomination,
  actions,
}: {
  nomination: ScoutedNomination;
  actions: RowActions;
}) {
  const nameId = useId();
  const descriptionId = useId();
  const [open, setOpen] = useState(false);
  const long = nomination.description.length > CLAMPED_FROM;
  return (
    <tr>
      <td data-label="Contributor">
        <Stack $gap="0.15rem">
          <strong id={nameId}>{personName(nomination.contributor)}</strong>
          <Detail>
            <a
              href={githubUrl(nomination.contributor.githubUsername)}
              target="_blank"
              rel="noreferrer"
            >
              @{nomination.contributor.githubUsername}
            </a>
          </Detail>
        </Stack>
      </td>
      <td data-label="Projects">{projectNames(nomination.projects)}</td>
      <td data-label="Description">
        <Stack $gap="0.2rem">
          <Description id={descriptionId} $clamped={long && !open}>
            {nomination.description}
          </Description>
          {long && (
            <More
              aria-expanded={open}
              aria-controls={descriptionId}
              aria-describedby={nameId}
              onClick={() => setOpen(!open)}
            >
              {open ? 'less' : 'more'}
            </More>
          )}
        </Stack>
      </td>
      <td data-label="Nominated">
        <time dateTime={nomination.createdAt}>{formatDate(nomination.createdAt)}</time>
      </td>
      <td data-label="Score">{nomination.score}</td>
      <td data-label="Scouts">
        <Stack $gap="0.15rem">
          <span>{counted(nomination.scouts, ['scout', 'scouts'])}</span>
          {nomination.myPart && (
            <Detail>
              <VisuallyHidden>Your part: </VisuallyHidden>
              {PART_NAMES[nomination.myPart]}
            </Detail>
          )}
        </Stack>
      </td>
      <td data-label="Status">
        <StatusBadge status={nomination.status} />
      </td>
      <td data-label="Actions">
        {nomination.canChange && (
          <Actions>
            {nomination.myPart === 'nominator' && (
              <Button $variant="secondary" onClick={actions.onEdit} aria-describedby={nameId}>
                Edit
              </Button>
            )}
            <Button $variant="ghost" onClick={actions.onWithdraw} aria-describedby={nameId}>
              {nomination.myPart === 'co-nominator' ? 'Withdraw my backing' : 'Withdraw'}
            </Button>
          </Actions>
        )}
      </td>
    </tr>
  );
}
