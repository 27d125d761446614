import type { Evidence } from '@glow/contract';
import { EVIDENCE_KIND_NAMES, type GitHubReferenceState } from '@glow/contract/domain/evidence';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { Badge, linkableWebUrl, Muted, Stack } from '@glow/shared-ui';
import { formatDate, timeAgo } from './dates';

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.9rem;
  margin: 0;
  padding: 0;
  list-style: none;
  a {
    overflow-wrap: anywhere;
  }
`;

const Note = styled.p`
  margin: 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const STATE_TONES = {
  merged: 'success',
  published: 'success',
  open: 'info',
  closed: 'neutral',
} as const satisfies Record<GitHubReferenceState, string>;

const STATE_NAMES: Record<GitHubReferenceState, string> = {
  merged: 'Merged',
  published: 'Published',
  open: 'Open',
  closed: 'Closed',
};

/** What GitHub said of the page, or why it is not known yet. */
function GitHubFacts({ github }: { github: NonNullable<Evidence['github']> }) {
  if (github.notReadBecause) {
    return <Muted>GitHub facts not read yet: {github.notReadBecause}.</Muted>;
  }
  if (!github.state || !github.readAt) return <Muted>GitHub no longer has this page.</Muted>;
  const when = github.mergedAt
    ? { label: 'merged', at: github.mergedAt }
    : github.publishedAt
      ? { label: 'published', at: github.publishedAt }
      : null;
  return (
    <Stack $gap="0.2rem">
      <span>
        <Badge $tone={STATE_TONES[github.state]}>{STATE_NAMES[github.state]}</Badge>{' '}
        <strong>{github.title}</strong>
      </span>
      <Muted>
        {when && (
          <>
            {when.label} <time dateTime={when.at}>{formatDate(when.at)}</time> ·{' '}
          </>
        )}
        read on GitHub <time dateTime={github.readAt}>{timeAgo(github.readAt)}</time>
      </Muted>
    </Stack>
  );
}

/**
 * A nomination's evidence: each link with its kind, the scout's note and what GitHub said of it;
 * `actions` adds controls to an item (the scout's Remove).
 */
export function EvidenceList<T extends Evidence>({
  evidence,
  empty,
  actions,
}: {
  evidence: T[];
  empty: ReactNode;
  actions?: (item: T) => ReactNode;
}) {
  if (evidence.length === 0) return <Muted>{empty}</Muted>;
  return (
    <Items aria-label="Evidence">
      {evidence.map((item) => {
        const href = linkableWebUrl(item.url);
        return (
          <li key={item.id}>
            <Stack $gap="0.3rem">
              <span>
                <Badge>{EVIDENCE_KIND_NAMES[item.kind]}</Badge>{' '}
                {href ? (
                  <a href={href} target="_blank" rel="noreferrer">
                    {item.url}
                  </a>
                ) : (
                  item.url
                )}
              </span>
              {item.github && <GitHubFacts github={item.github} />}
              <Note>{item.note}</Note>
              {actions?.(item)}
            </Stack>
          </li>
        );
      })}
    </Items>
  );
}
