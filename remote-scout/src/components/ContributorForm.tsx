import type { ContributorSummary } from '@glow/contract';
import { NAME_MAX_LENGTH, X_HANDLE_MAX_LENGTH } from '@glow/contract/limits';
import { CONTRIBUTOR_ROLE_NAMES, CONTRIBUTOR_ROLES, errorBodyOf } from '@glow/shared-api';
import {
  Button,
  FieldPair,
  fieldProps,
  Form,
  FormActions,
  Row,
  SelectField,
  showToast,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { emptyAsNull, showServerError, today } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useCreateContributorMutation } from '../api';
import { personName } from './names';
import { contributorResolver } from './nominationForms';

const CONTRIBUTOR_FIELDS = [
  'firstName',
  'lastName',
  'email',
  'githubUsername',
  'xHandle',
  'projectRole',
  'contributorSince',
  'contributorUntil',
  'xrplAddress',
] as const;

/**
 * A new contributor: names, email and GitHub username (each unique among contributors), X handle,
 * role in the project, since when (and until), and an XRPL address if they have one. When the
 * email or username is taken, the contributor who has it is offered instead.
 */
export function ContributorForm({
  onDone,
}: {
  /** Created or chosen instead (with the contributor), or cancelled (without). */
  onDone: (contributor?: ContributorSummary) => void;
}) {
  const [createContributor] = useCreateContributorMutation();
  const [existing, setExisting] = useState<ContributorSummary | null>(null);
  const form = useForm({
    resolver: contributorResolver,
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      githubUsername: '',
      xHandle: null,
      projectRole: 'contributor',
      contributorSince: '',
      contributorUntil: null,
      xrplAddress: null,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    setExisting(null);
    try {
      const answer = await createContributor(values).unwrap();
      showToast({
        title: 'Contributor created',
        message: personName(answer.contributor),
        tone: 'success',
      });
      onDone(answer.contributor);
    } catch (failure) {
      showServerError(form, failure, {
        fields: CONTRIBUTOR_FIELDS,
        messageFields: { 'user exists with a different role': 'email' },
      });
      // "contributor already exists" names the contributor who has the email or username.
      setExisting(errorBodyOf(failure, 'createContributor', 409)?.contributor ?? null);
    }
  });

  return (
    <Form onSubmit={submit}>
      <SubmitError form={form} />
      {existing && (
        <Row>
          <Button $variant="secondary" onClick={() => onDone(existing)}>
            Use {personName(existing)} instead
          </Button>
        </Row>
      )}
      <FieldPair>
        <TextField
          autoFocus
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          {...fieldProps(form, 'firstName', { label: 'First name' })}
        />
        <TextField
          autoComplete="off"
          maxLength={NAME_MAX_LENGTH}
          {...fieldProps(form, 'lastName', { label: 'Last name' })}
        />
      </FieldPair>
      <FieldPair>
        <TextField
          type="email"
          autoComplete="off"
          hint="The invitation to Glow goes there"
          {...fieldProps(form, 'email', { label: 'Email' })}
        />
        <TextField
          autoComplete="off"
          spellCheck={false}
          {...fieldProps(form, 'githubUsername', { label: 'GitHub username' })}
        />
      </FieldPair>
      <FieldPair>
        <TextField
          autoComplete="off"
          spellCheck={false}
          maxLength={X_HANDLE_MAX_LENGTH + 1}
          hint="Optional; with or without the @"
          {...fieldProps(form, 'xHandle', { label: 'X handle', setValueAs: emptyAsNull })}
        />
        <SelectField {...fieldProps(form, 'projectRole', { label: 'Role in the project' })}>
          {CONTRIBUTOR_ROLES.map((role) => (
            <option key={role} value={role}>
              {CONTRIBUTOR_ROLE_NAMES[role]}
            </option>
          ))}
        </SelectField>
      </FieldPair>
      <FieldPair>
        <TextField
          type="date"
          max={today()}
          {...fieldProps(form, 'contributorSince', { label: 'Contributor since' })}
        />
        <TextField
          type="date"
          max={today()}
          hint="Optional; empty while they still contribute"
          {...fieldProps(form, 'contributorUntil', {
            label: 'Contributor until',
            setValueAs: emptyAsNull,
          })}
        />
      </FieldPair>
      <TextField
        autoComplete="off"
        spellCheck={false}
        hint="Optional; a classic address, starts with r"
        {...fieldProps(form, 'xrplAddress', { label: 'XRPL address', setValueAs: emptyAsNull })}
      />
      <FormActions>
        <Row>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Creating…' : 'Create contributor'}
          </Button>
          <Button $variant="ghost" onClick={() => onDone()} disabled={busy}>
            Cancel
          </Button>
        </Row>
      </FormActions>
    </Form>
  );
}
