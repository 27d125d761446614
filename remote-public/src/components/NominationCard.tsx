import type { VoteType } from '@glow/shared-api';
import type { Nomination } from '@glow/contract';
import { Badge, githubUrl, linkableWebUrl, Muted, VisuallyHidden } from '@glow/shared-ui';
import { counted, formatDate } from '@glow/shared-ui/pages';
import { useId } from 'react';
import styled, { css } from 'styled-components';

/** What a nomination is called on the page: the names of its projects. */
export function nominationTitle(nomination: Pick<Nomination, 'projects' | 'id'>): string {
  const names = nomination.projects.map((project) => project.name);
  return names.length > 0 ? names.join(', ') : `Nomination ${nomination.id}`;
}

const Card = styled.article`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 1.25rem;
  padding: 1.25rem 1.5rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  @media (max-width: 480px) {
    grid-template-columns: 1fr;
    gap: 0.9rem;
    padding: 1rem 1.1rem;
  }
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.6rem;
  min-width: 0;
  h2 {
    margin: 0;
    font-size: 1.2rem;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

const Links = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 0.9rem;
  font-size: 0.9rem;
  a {
    color: ${({ theme }) => theme.colors.primary[700]};
  }
`;

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.4rem;
  padding: 0;
  margin: 0;
  list-style: none;
  /* A long category wraps inside its tag on a phone. */
  li {
    min-width: 0;
  }
  li > span {
    white-space: normal;
  }
`;

/** Up, the score, down: a column beside the card, a row above it on a phone. */
const Voting = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.35rem;
  min-width: 4rem;
  @media (max-width: 480px) {
    flex-direction: row;
    justify-content: flex-start;
    order: 1;
  }
`;

const Score = styled.p<{ $sign: number }>`
  margin: 0;
  min-width: 2.5rem;
  text-align: center;
  font-size: 1.5rem;
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $sign }) =>
    $sign > 0 ? theme.colors.success : $sign < 0 ? theme.colors.danger : theme.colors.text};
`;

const VoteButton = styled.button.attrs({ type: 'button' })<{ $direction: 'up' | 'down' }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 2.75rem;
  height: 2.5rem;
  border-radius: ${({ theme }) => theme.radius};
  border: 1px solid ${({ theme }) => theme.colors.gray[300]};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.gray[700]};
  cursor: pointer;
  font: inherit;
  transition:
    background 120ms ease,
    border-color 120ms ease,
    color 120ms ease;
  svg {
    width: 1.1rem;
    height: 1.1rem;
  }
  &:hover {
    background: ${({ theme }) => theme.colors.gray[100]};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.primary[300]};
    outline-offset: 1px;
  }
  &[aria-pressed='true'] {
    ${({ theme, $direction }) => {
      const color = $direction === 'up' ? theme.colors.success : theme.colors.danger;
      return css`
        color: #fff;
        background: ${color};
        border-color: ${color};
      `;
    }}
  }
  &[aria-disabled='true'] {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &[aria-busy='true'] {
    cursor: progress;
  }
`;

function Arrow({ direction }: { direction: 'up' | 'down' }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <path
        d={direction === 'up' ? 'M10 3 18 14H2z' : 'M10 17 2 6h16z'}
        fill="currentColor"
        strokeLinejoin="round"
      />
    </svg>
  );
}

export interface VoteControls {
  /** Votes can be cast (the cohort is in its voting period). */
  open: boolean;
  /** A vote on this nomination is on its way to the API. */
  busy: boolean;
  /** Clicked: the vote to send (UP, DOWN, or NONE to take the current one back). */
  onVote: (type: VoteType) => void;
}

/**
 * One nomination: its projects with their links, the contributor, categories, description and
 * score, with the up and down buttons. The buttons are toggles showing the voter's vote
 * (aria-pressed); pressing the pressed one takes the vote back.
 */
export function NominationCard({
  nomination,
  voting,
}: {
  nomination: Nomination;
  voting: VoteControls;
}) {
  const headingId = useId();
  const title = nominationTitle(nomination);
  const { contributor, myVote, score } = nomination;
  const contributorName = `${contributor.firstName} ${contributor.lastName}`;

  function button(direction: 'up' | 'down') {
    const type = direction === 'up' ? 'UP' : 'DOWN';
    const word = direction === 'up' ? 'upvote' : 'downvote';
    const pressed = myVote === type;
    const disabled = !voting.open;
    return (
      <VoteButton
        $direction={direction}
        aria-label={`${direction === 'up' ? 'Upvote' : 'Downvote'} ${title}`}
        aria-pressed={pressed}
        aria-disabled={disabled || voting.busy || undefined}
        aria-busy={voting.busy || undefined}
        // Also the button's description: what pressing it again does.
        title={pressed ? `Remove ${word}` : word[0]!.toUpperCase() + word.slice(1)}
        onClick={() => {
          // aria-disabled rather than disabled: the button keeps the focus while a vote is sent.
          if (disabled || voting.busy) return;
          voting.onVote(pressed ? 'NONE' : type);
        }}
      >
        <Arrow direction={direction} />
      </VoteButton>
    );
  }

  return (
    <Card aria-labelledby={headingId}>
      <Voting>
        {button('up')}
        <Score $sign={Math.sign(score)} aria-live="polite">
          <VisuallyHidden>Score </VisuallyHidden>
          {score}
        </Score>
        {button('down')}
      </Voting>
      <Body>
        <h2 id={headingId}>{title}</h2>
        <Links>
          {nomination.projects.map((project) => {
            const website = linkableWebUrl(project.websiteUrl);
            return (
              <span key={project.id}>
                <a href={githubUrl(project.githubRepo)} target="_blank" rel="noreferrer">
                  GitHub<VisuallyHidden> repository of {project.name}</VisuallyHidden>
                </a>
                {website && (
                  <>
                    {' · '}
                    <a href={website} target="_blank" rel="noreferrer">
                      Website<VisuallyHidden> of {project.name}</VisuallyHidden>
                    </a>
                  </>
                )}
              </span>
            );
          })}
        </Links>
        <p>
          <strong>{contributorName}</strong>{' '}
          <a href={githubUrl(contributor.githubUsername)} target="_blank" rel="noreferrer">
            @{contributor.githubUsername}
          </a>
        </p>
        <Tags aria-label="Categories">
          {nomination.categories.map((category) => (
            <li key={category}>
              <Badge $tone="info">{category}</Badge>
            </li>
          ))}
        </Tags>
        <p>{nomination.description}</p>
        <Muted as="p">
          Contributed{' '}
          <time dateTime={nomination.contributionDate}>
            {formatDate(nomination.contributionDate)}
          </time>
          {' · '}nominated{' '}
          <time dateTime={nomination.createdAt}>{formatDate(nomination.createdAt)}</time>
          {' · '}
          {counted(nomination.scouts, ['scout', 'scouts'])}
        </Muted>
      </Body>
    </Card>
  );
}
