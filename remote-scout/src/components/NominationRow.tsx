import type { ScoutedNomination } from '@glow/contract';
import { Button, ButtonLink, githubUrl, Stack, VisuallyHidden } from '@glow/shared-ui';
import { ClampedText, counted, formatDate, PHONE_WIDTH, projectNames } from '@glow/shared-ui/pages';
import { useId } from 'react';
import styled from 'styled-components';
import { evidencePath } from '../paths';
import { Detail } from './Detail';
import { personName } from './names';
import { StatusBadge } from './StatusBadge';

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
 * "more" shows it all), date, score, scouts, the scout's part and status, its evidence, and while its
 * cohort is in its nomination period, Edit (the nominating scout) and Withdraw (a co-nominator's:
 * their backing).
 */
export function NominationRow({
  nomination,
  actions,
}: {
  nomination: ScoutedNomination;
  actions: RowActions;
}) {
  const nameId = useId();
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
        <ClampedText text={nomination.description} describedBy={nameId} />
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
        <StatusBadge nomination={nomination} />
      </td>
      <td data-label="Actions">
        <Actions>
          {nomination.myPart && (
            <ButtonLink
              to={evidencePath(nomination.id)}
              $variant="secondary"
              aria-describedby={nameId}
            >
              Evidence
            </ButtonLink>
          )}
          {nomination.canChange && (
            <>
              {nomination.myPart === 'nominator' && (
                <Button $variant="secondary" onClick={actions.onEdit} aria-describedby={nameId}>
                  Edit
                </Button>
              )}
              <Button $variant="ghost" onClick={actions.onWithdraw} aria-describedby={nameId}>
                {nomination.myPart === 'co-nominator' ? 'Withdraw my backing' : 'Withdraw'}
              </Button>
            </>
          )}
        </Actions>
      </td>
    </tr>
  );
}
