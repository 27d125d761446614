import {
  CreateProjectRequestSchema,
  type CreateProjectRequest,
  type ListedProject,
  type UpdateProjectRequest,
} from '@glow/contract';
import {
  DESCRIPTION_MAX_LENGTH,
  PROJECT_NAME_MAX_LENGTH,
  URL_MAX_LENGTH,
  X_HANDLE_MAX_LENGTH,
} from '@glow/contract/limits';
import {
  Button,
  FieldPair,
  fieldProps,
  Form,
  FormActions,
  Row,
  showToast,
  SubmitError,
  TextAreaField,
  TextField,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useCreateProjectMutation, useUpdateProjectMutation } from '../api';
import { formatCount } from './formatting';
import { showServerError } from './serverErrors';

const PROJECT_FIELDS = ['name', 'description', 'githubRepo', 'websiteUrl', 'xHandle'] as const;

/** An optional field left empty is no value (null), not an empty address. */
const emptyAsNull = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? null : value;

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

/**
 * Creates a project, or edits `project`: the API checks the repository on GitHub, so a refusal
 * may come from there (not found or private, unreachable, rate limited) as well as from the
 * names already taken; each is shown under its field, or above the form.
 */
export function ProjectForm({ project, onDone }: { project?: ListedProject; onDone: () => void }) {
  const [createProject] = useCreateProjectMutation();
  const [updateProject] = useUpdateProjectMutation();
  const form = useForm({
    resolver: zodResolver(CreateProjectRequestSchema),
    defaultValues: {
      name: project?.name ?? '',
      description: project?.description ?? '',
      githubRepo: project?.githubRepo ?? '',
      websiteUrl: project?.websiteUrl ?? null,
      xHandle: project?.xHandle ?? null,
    },
  });
  const busy = form.formState.isSubmitting;
  const description = useWatch({ control: form.control, name: 'description' }) ?? '';

  const submit = form.handleSubmit(async (values) => {
    try {
      let answer;
      if (project) {
        const changes = changedFields(project, values);
        if (Object.keys(changes).length === 0) return onDone();
        answer = await updateProject({ id: project.id, changes }).unwrap();
      } else {
        answer = await createProject(values).unwrap();
      }
      showToast({ title: answer.message, message: answer.project.name, tone: 'success' });
      onDone();
    } catch (failure) {
      showServerError(form, failure, { fields: PROJECT_FIELDS });
    }
  });

  return (
    <Form onSubmit={submit}>
      <SubmitError form={form} />
      <FieldPair>
        <TextField
          autoFocus
          autoComplete="off"
          maxLength={PROJECT_NAME_MAX_LENGTH}
          {...fieldProps(form, 'name', { label: 'Name' })}
        />
        <TextField
          autoComplete="off"
          spellCheck={false}
          hint="owner/name of a public repository, or its github.com address"
          {...fieldProps(form, 'githubRepo', { label: 'GitHub repository' })}
        />
      </FieldPair>
      <TextAreaField
        rows={4}
        maxLength={DESCRIPTION_MAX_LENGTH}
        hint={`${formatCount(description.length)} of ${formatCount(DESCRIPTION_MAX_LENGTH)} characters`}
        {...fieldProps(form, 'description', { label: 'Description' })}
      />
      <FieldPair>
        <TextField
          type="url"
          autoComplete="off"
          maxLength={URL_MAX_LENGTH}
          hint="Optional; http or https"
          {...fieldProps(form, 'websiteUrl', { label: 'Website', setValueAs: emptyAsNull })}
        />
        <TextField
          autoComplete="off"
          spellCheck={false}
          maxLength={X_HANDLE_MAX_LENGTH + 1}
          hint="Optional; with or without the @"
          {...fieldProps(form, 'xHandle', { label: 'X handle', setValueAs: emptyAsNull })}
        />
      </FieldPair>
      <FormActions>
        <Row>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {project ? (busy ? 'Saving…' : 'Save project') : busy ? 'Creating…' : 'Create project'}
          </Button>
          <Button $variant="ghost" onClick={onDone} disabled={busy}>
            Cancel
          </Button>
        </Row>
      </FormActions>
    </Form>
  );
}
