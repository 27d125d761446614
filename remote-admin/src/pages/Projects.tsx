import {
  CreateProjectRequestSchema,
  type CreateProjectRequest,
  type ListedProject,
  type UpdateProjectRequest,
} from '@glow/contract';
import { useCreateProjectMutation, useListProjectsQuery } from '@glow/shared-api/sharedEndpoints';
import {
  Badge,
  Button,
  Card,
  githubUrl,
  linkableWebUrl,
  LoadFailure,
  Muted,
  Page,
  Pager,
  SearchForm,
  Stack,
  Table,
  TableScroll,
  useListParams,
  VisuallyHidden,
  xHandleName,
  xUrl,
} from '@glow/shared-ui';
import { formatCount, formatDay, timeAgo } from '@glow/shared-ui/pages';
import { ProjectForm } from '@glow/shared-ui/project-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PROJECTS_PAGE_SIZE, useUpdateProjectMutation } from '../api';

const projectResolver = zodResolver(CreateProjectRequestSchema);

/** The fields of `values` that differ from the project's: only those are sent. */
function changedFields(project: ListedProject, values: CreateProjectRequest): UpdateProjectRequest {
  const changes: UpdateProjectRequest = {};
  if (values.name !== project.name) changes.name = values.name;
  if (values.description !== project.description) changes.description = values.description;
  if (values.githubRepo !== project.githubRepo) changes.githubRepo = values.githubRepo;
  if ((values.websiteUrl ?? null) !== project.websiteUrl)
    changes.websiteUrl = values.websiteUrl ?? null;
  if ((values.xHandle ?? null) !== project.xHandle) changes.xHandle = values.xHandle ?? null;
  return changes;
}

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: 1rem;
  & > :first-child {
    flex: 1 1 18rem;
    max-width: 32rem;
  }
`;

const FormTitle = styled.h2`
  margin: 0;
  font-size: 1.2rem;
`;

const Rows = styled.tbody`
  td {
    vertical-align: top;
  }
  td:first-child {
    min-width: 11rem;
  }
`;

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

function ProjectRow({ project, onEdit }: { project: ListedProject; onEdit: () => void }) {
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

/** The form open above the list: a new project, or the one being edited. */
type Editing = { project?: ListedProject } | null;

/** The projects contributors are nominated for: search, page, create and edit. */
export default function Projects() {
  const { searchParams, page, update } = useListParams();
  const search = searchParams.get('search') ?? '';
  const { data, error, isLoading, isFetching, refetch } = useListProjectsQuery({
    page,
    limit: PROJECTS_PAGE_SIZE,
    search: search || undefined,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [createProject] = useCreateProjectMutation();
  const [updateProject] = useUpdateProjectMutation();
  const formTitleId = useId();
  // The button that opened the form gets the focus back when it closes.
  const opener = useRef<HTMLElement | null>(null);

  function open(next: NonNullable<Editing>) {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setEditing(next);
  }

  useEffect(() => {
    if (editing || !opener.current) return;
    opener.current.focus();
    opener.current = null;
  }, [editing]);

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the projects…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0)
    content = (
      <Muted>{search ? `No project matches “${search}”.` : 'There are no projects yet.'}</Muted>
    );
  else if (data)
    content = (
      <Stack>
        <TableScroll>
          <Table aria-busy={isFetching} aria-label="Projects">
            <thead>
              <tr>
                <th>Name</th>
                <th>GitHub</th>
                <th>Website</th>
                <th>X</th>
                <th>Nominations</th>
                <th>
                  <VisuallyHidden>Actions</VisuallyHidden>
                </th>
              </tr>
            </thead>
            <Rows>
              {data.projects.map((project) => (
                <ProjectRow key={project.id} project={project} onEdit={() => open({ project })} />
              ))}
            </Rows>
          </Table>
        </TableScroll>
        <Pager
          page={page}
          limit={PROJECTS_PAGE_SIZE}
          total={data.total}
          noun={['project', 'projects']}
          onPage={(next) => update({ page: next })}
        />
      </Stack>
    );

  return (
    <Page>
      <Toolbar>
        <SearchForm
          label="Search projects"
          placeholder="Name, description or repository"
          value={search}
          onSearch={(next) => update({ search: next, page: undefined })}
        />
        <Button onClick={() => open({})}>New project</Button>
      </Toolbar>
      {editing && (
        <Card aria-labelledby={formTitleId}>
          <Stack>
            <FormTitle id={formTitleId}>
              {editing.project ? `Edit ${editing.project.name}` : 'New project'}
            </FormTitle>
            <ProjectForm
              // A new form for each project: its fields start from that project.
              key={editing.project?.id ?? 'new'}
              project={editing.project}
              resolver={projectResolver}
              save={async (values) => {
                if (!editing.project) return createProject(values).unwrap();
                const changes = changedFields(editing.project, values);
                if (Object.keys(changes).length === 0) return null;
                return updateProject({ id: editing.project.id, changes }).unwrap();
              }}
              onDone={() => setEditing(null)}
            />
          </Stack>
        </Card>
      )}
      <Card>{content}</Card>
    </Page>
  );
}
