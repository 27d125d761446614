import type { Cohort, ListedProject } from '@glow/contract';
import { MAX_PROJECTS_PER_NOMINATION } from '@glow/shared-api';
import { useCreateProjectMutation, useListProjectsQuery } from '@glow/shared-api/sharedEndpoints';
import { Alert, Badge, Button, FormActions, Muted, Row, Stack } from '@glow/shared-ui';
import { ProjectForm } from '@glow/shared-ui/project-form';
import { useState } from 'react';
import styled from 'styled-components';
import { SEARCH_RESULTS, useListScoutedNominationsQuery } from '../api';
import { Detail } from './Detail';
import { InlineFormCard } from './InlineFormCard';
import type { DraftProject } from './NominationDraft';
import { projectResolver } from './nominationForms';
import { SearchPicker } from './SearchPicker';

const Chips = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    padding: 0.25rem 0.35rem 0.25rem 0.75rem;
    border: 1px solid ${({ theme }) => theme.colors.primary[200]};
    border-radius: 999px;
    background: ${({ theme }) => theme.colors.primary[50]};
    overflow-wrap: anywhere;
  }
  button {
    min-height: 1.9rem;
    padding: 0 0.6rem;
  }
`;

const asDraftProject = ({ id, name, githubRepo }: DraftProject): DraftProject => ({
  id,
  name,
  githubRepo,
});

/** The projects the scout already backs in `cohort` (one backing per project per cohort). */
function useBackedProjects(cohort: Cohort): Set<number> {
  const { data } = useListScoutedNominationsQuery({ cohortId: cohort.id, limit: 100 });
  return new Set(
    (data?.nominations ?? [])
      .filter((nomination) => nomination.myPart !== null)
      .flatMap((nomination) => nomination.projects.map((project) => project.id)),
  );
}

/**
 * Step 2: the projects of the work, found by searching as you type or created here (the admin's
 * project form: the same checks, the GitHub one included).
 */
export function ProjectsStep({
  cohort,
  projects,
  notice,
  onChange,
  onContinue,
  onBack,
}: {
  cohort: Cohort;
  projects: DraftProject[];
  /** Why the scout was sent back here, if they were. */
  notice: string | null;
  onChange: (projects: DraftProject[]) => void;
  onContinue: () => void;
  onBack: () => void;
}) {
  const [term, setTerm] = useState('');
  const [creating, setCreating] = useState(false);
  const { currentData } = useListProjectsQuery(
    { search: term, limit: SEARCH_RESULTS },
    { skip: !term },
  );
  const [createProject] = useCreateProjectMutation();
  const backed = useBackedProjects(cohort);
  const full = projects.length >= MAX_PROJECTS_PER_NOMINATION;

  function add(project: DraftProject) {
    if (projects.some((chosen) => chosen.id === project.id) || full) return;
    onChange([...projects, asDraftProject(project)]);
  }

  function disabledReason(project: ListedProject): string | null {
    if (backed.has(project.id)) return `You already back this project in ${cohort.name}`;
    if (projects.some((chosen) => chosen.id === project.id)) return 'Chosen';
    if (full) return `At most ${MAX_PROJECTS_PER_NOMINATION} projects`;
    return null;
  }

  return (
    <Stack>
      {notice && (
        <Alert tone="warning">
          <p>{notice}</p>
        </Alert>
      )}
      <SearchPicker
        label="Find a project"
        hint="Name, description or repository; at least 2 characters"
        results={currentData?.projects}
        onTermChange={setTerm}
        keyOf={(project) => project.id}
        render={(project) => (
          <>
            <strong>{project.name}</strong>
            <Detail>{project.githubRepo}</Detail>
          </>
        )}
        disabledReason={disabledReason}
        onSelect={add}
        noMatch="No project matches; create it below."
      />
      <Stack $gap="0.5rem" as="section" aria-labelledby="chosen-projects">
        <strong id="chosen-projects">Chosen projects</strong>
        {projects.length === 0 ? (
          <Muted>None yet: choose at least one.</Muted>
        ) : (
          <Chips>
            {projects.map((project) => (
              <li key={project.id}>
                {project.name}
                {backed.has(project.id) && <Badge $tone="warning">already backed</Badge>}
                <Button
                  $variant="ghost"
                  aria-label={`Remove ${project.name}`}
                  onClick={() => onChange(projects.filter((chosen) => chosen.id !== project.id))}
                >
                  ×
                </Button>
              </li>
            ))}
          </Chips>
        )}
      </Stack>
      {creating ? (
        <InlineFormCard title="New project">
          <ProjectForm
            resolver={projectResolver}
            save={(values) => createProject(values).unwrap()}
            onDone={(saved) => {
              setCreating(false);
              if (saved) add(saved);
            }}
          />
        </InlineFormCard>
      ) : (
        <Row>
          <Button $variant="secondary" onClick={() => setCreating(true)} disabled={full}>
            Create a project
          </Button>
        </Row>
      )}
      <FormActions>
        <Row>
          <Button
            onClick={onContinue}
            disabled={projects.length === 0 || projects.some((project) => backed.has(project.id))}
          >
            Continue
          </Button>
          <Button $variant="ghost" onClick={onBack}>
            Back
          </Button>
        </Row>
      </FormActions>
    </Stack>
  );
}
