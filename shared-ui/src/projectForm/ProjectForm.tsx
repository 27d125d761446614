// Imported as `@glow/shared-ui/project-form`, never through the main entry: react-hook-form
// belongs to the page chunks that show the form, not to the shell's first load. It reaches the
// rest of shared-ui by its package name, so the federated singleton (the toasts) is the one used.
import type { CreateProjectRequest, ListedProject, ProjectOutcome } from '@glow/contract';
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
import { emptyAsNull, formatCount, showServerError } from '@glow/shared-ui/pages';
import { useForm, useWatch, type Resolver } from 'react-hook-form';

const PROJECT_FIELDS = ['name', 'description', 'githubRepo', 'websiteUrl', 'xHandle'] as const;

export interface ProjectFormProps {
  /** The project edited; none for a new one. */
  project?: ListedProject;
  /** The contract's CreateProjectRequestSchema through zodResolver (the page imports zod). */
  resolver: Resolver<CreateProjectRequest>;
  /** Sends the values; null when nothing needed sending (an edit that changed nothing). */
  save: (values: CreateProjectRequest) => Promise<ProjectOutcome | null>;
  /** Saved (with the API's project) or cancelled (without). */
  onDone: (saved?: ProjectOutcome['project']) => void;
  /** Focus the first field when the form opens (the default). */
  autoFocus?: boolean;
}

/**
 * Creates or edits a project: the API checks the repository on GitHub, so a refusal may come from
 * there (not found or private, unreachable, rate limited) as well as from the names already
 * taken; each is shown under its field, or above the form. A success shows the API's message
 * ("project created") as a toast.
 */
export function ProjectForm({
  project,
  resolver,
  save,
  onDone,
  autoFocus = true,
}: ProjectFormProps) {
  const form = useForm<CreateProjectRequest>({
    resolver,
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
      const answer = await save(values);
      if (!answer) return onDone();
      showToast({ title: answer.message, message: answer.project.name, tone: 'success' });
      onDone(answer.project);
    } catch (failure) {
      showServerError(form, failure, { fields: PROJECT_FIELDS });
    }
  });

  return (
    <Form onSubmit={submit}>
      <SubmitError form={form} />
      <FieldPair>
        <TextField
          autoFocus={autoFocus}
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
          <Button $variant="ghost" onClick={() => onDone()} disabled={busy}>
            Cancel
          </Button>
        </Row>
      </FormActions>
    </Form>
  );
}
