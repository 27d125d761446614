import {
  CreateProjectRequestSchema,
  type CreateProjectRequest,
  type ListedProject,
  type UpdateProjectRequest,
} from '@glow/contract';
import { useCreateProjectMutation, useListProjectsQuery } from '@glow/shared-api/sharedEndpoints';
import {
  Button,
  Card,
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
} from '@glow/shared-ui';
import { ListToolbar } from '@glow/shared-ui/pages';
import { ProjectForm } from '@glow/shared-ui/project-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useRef, useState } from 'react';
import styled from 'styled-components';
import { PROJECTS_PAGE_SIZE, useUpdateProjectMutation } from '../api';
import { ProjectRow } from '../components/projects/ProjectRow';

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
      <ListToolbar $lead="search">
        <SearchForm
          label="Search projects"
          placeholder="Name, description or repository"
          value={search}
          onSearch={(next) => update({ search: next, page: undefined })}
        />
        <Button onClick={() => open({})}>New project</Button>
      </ListToolbar>
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
