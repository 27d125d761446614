import type { Project } from '@glow/contract';
import { useListProjectsQuery } from '@glow/shared-api/sharedEndpoints';
import {
  Card,
  githubUrl,
  linkableWebUrl,
  LoadFailure,
  Muted,
  Page,
  Pager,
  SearchForm,
  Stack,
  useListParams,
  VisuallyHidden,
  xHandleName,
  xUrl,
} from '@glow/shared-ui';
import { useId } from 'react';
import styled from 'styled-components';
import { PROJECTS_PAGE_SIZE } from '../api';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(280px, 1fr));
  gap: 1rem;
  padding: 0;
  margin: 0;
  list-style: none;
`;

const ProjectBox = styled.article`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  height: 100%;
  box-sizing: border-box;
  padding: 1.25rem;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radius};
  box-shadow: ${({ theme }) => theme.shadow};
  h2 {
    margin: 0;
    font-size: 1.1rem;
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
  margin-top: auto !important;
  padding-top: 0.25rem;
  font-size: 0.9rem;
  a {
    color: ${({ theme }) => theme.colors.primary[700]};
  }
`;

function ProjectCard({ project }: { project: Project }) {
  const headingId = useId();
  const website = linkableWebUrl(project.websiteUrl);
  return (
    <ProjectBox aria-labelledby={headingId}>
      <h2 id={headingId}>{project.name}</h2>
      <Muted>{project.description}</Muted>
      <Links>
        <a href={githubUrl(project.githubRepo)} target="_blank" rel="noreferrer">
          {project.githubRepo}
          <VisuallyHidden> on GitHub</VisuallyHidden>
        </a>
        {website && (
          <a href={website} target="_blank" rel="noreferrer">
            Website<VisuallyHidden> of {project.name}</VisuallyHidden>
          </a>
        )}
        {project.xHandle && (
          <a href={xUrl(project.xHandle)} target="_blank" rel="noreferrer">
            @{xHandleName(project.xHandle)}
            <VisuallyHidden> on X</VisuallyHidden>
          </a>
        )}
      </Links>
    </ProjectBox>
  );
}

/** The open-source projects contributors are nominated for: search (in the URL) and pages. */
export default function Projects() {
  const { searchParams, page, update } = useListParams();
  const search = searchParams.get('search') ?? '';
  const { data, error, isLoading, isFetching, refetch } = useListProjectsQuery({
    page,
    limit: PROJECTS_PAGE_SIZE,
    search: search || undefined,
  });

  let content;
  if (isLoading) content = <Muted aria-busy="true">Loading the projects…</Muted>;
  else if (error && !isFetching) content = <LoadFailure error={error} onRetry={refetch} />;
  else if (data && data.total === 0)
    content = (
      <Card>
        <Muted>{search ? `No project matches “${search}”.` : 'There are no projects yet.'}</Muted>
      </Card>
    );
  else if (data)
    content = (
      <Stack>
        <Grid aria-label="Projects" aria-busy={isFetching}>
          {data.projects.map((project) => (
            <li key={project.id}>
              <ProjectCard project={project} />
            </li>
          ))}
        </Grid>
        {data.total > PROJECTS_PAGE_SIZE && (
          <Pager
            page={page}
            limit={PROJECTS_PAGE_SIZE}
            total={data.total}
            noun={['project', 'projects']}
            onPage={(next) => update({ page: next })}
          />
        )}
      </Stack>
    );

  return (
    <Page>
      <SearchForm
        label="Search projects"
        placeholder="Name, description or repository"
        value={search}
        onSearch={(next) => update({ search: next, page: undefined })}
      />
      {content}
    </Page>
  );
}
