import type { ListedProject } from '@glow/contract';
import {
  Badge,
  Button,
  githubUrl,
  linkableWebUrl,
  Muted,
  Stack,
  VisuallyHidden,
  xHandleName,
  xUrl,
} from '@glow/shared-ui';
import { formatCount, formatDay, timeAgo } from '@glow/shared-ui/pages';
import { useId } from 'react';
import styled from 'styled-components';

/** The description under the name, cut to two lines. */
const Description = styled.span`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: 0.9rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Facts = styled.span`
  font-size: 0.9rem;
`;

const Small = styled.span`
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The repository link and what GitHub said of it when last read. */
function GitHubCell({ project }: { project: ListedProject }) {
  const { github } = project;
  return (
    <Stack $gap="0.2rem">
      <a href={githubUrl(project.githubRepo)} target="_blank" rel="noreferrer">
        {project.githubRepo}
      </a>
      {!github ? (
        <Small>Not read from GitHub yet</Small>
      ) : (
        <>
          {github.status === 'missing' && (
            <span>
              <Badge $tone="warning">Not found on GitHub</Badge>
            </span>
          )}
          <Facts>
            <span aria-hidden="true">★</span> {formatCount(github.stars)}
            <VisuallyHidden> stars</VisuallyHidden> · {formatCount(github.openIssues)} open issues
            {github.pushedAt && (
              <>
                {' '}
                · pushed <time dateTime={github.pushedAt}>{formatDay(github.pushedAt)}</time>
              </>
            )}
          </Facts>
          <Small>
            read <time dateTime={github.readAt}>{timeAgo(github.readAt)}</time>
          </Small>
        </>
      )}
    </Stack>
  );
}

/** A project of the list: its name and description, GitHub's figures, links, nominations, Edit. */
export function ProjectRow({ project, onEdit }: { project: ListedProject; onEdit: () => void }) {
  const nameId = useId();
  const website = linkableWebUrl(project.websiteUrl);
  return (
    <tr>
      <td>
        <Stack $gap="0.2rem">
          <strong id={nameId}>{project.name}</strong>
          <Description>{project.description}</Description>
        </Stack>
      </td>
      <td>
        <GitHubCell project={project} />
      </td>
      <td>
        {website ? (
          <a href={website} target="_blank" rel="noreferrer">
            {new URL(website).host}
          </a>
        ) : (
          <Muted as="span">{project.websiteUrl ?? '—'}</Muted>
        )}
      </td>
      <td>
        {project.xHandle ? (
          <a href={xUrl(project.xHandle)} target="_blank" rel="noreferrer">
            @{xHandleName(project.xHandle)}
          </a>
        ) : (
          <Muted as="span">—</Muted>
        )}
      </td>
      <td>{formatCount(project.nominations)}</td>
      <td>
        <Button $variant="ghost" onClick={onEdit} aria-describedby={nameId}>
          Edit
        </Button>
      </td>
    </tr>
  );
}
