import type { AddEvidenceRequest } from '@glow/contract';
import {
  EVIDENCE_KIND_NAMES,
  EVIDENCE_KINDS,
  suggestedEvidenceKind,
} from '@glow/contract/domain/evidence';
import { EVIDENCE_NOTE_MAX_LENGTH, URL_MAX_LENGTH } from '@glow/contract/limits';
import {
  Button,
  fieldProps,
  Form,
  FormActions,
  SelectField,
  showToast,
  SubmitError,
  TextAreaField,
  TextField,
} from '@glow/shared-ui';
import { formatCount, showServerError } from '@glow/shared-ui/pages';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useAddEvidenceMutation } from '../evidenceApi';
import { evidenceResolver } from './evidenceForm';

const FIELDS = ['url', 'kind', 'note'] as const;

/**
 * A link and its note. A GitHub pull request or release link chooses its kind; GitHub's facts are
 * read by the server when it is added.
 */
export function AddEvidenceForm({ nominationId }: { nominationId: number }) {
  const [addEvidence] = useAddEvidenceMutation();
  const form = useForm<AddEvidenceRequest>({
    resolver: evidenceResolver,
    defaultValues: { url: '', kind: 'pullRequest', note: '' },
  });
  const note = useWatch({ control: form.control, name: 'note' }) ?? '';
  const url = useWatch({ control: form.control, name: 'url' });
  const busy = form.formState.isSubmitting;
  useEffect(() => {
    const kind = suggestedEvidenceKind(url ?? '');
    if (kind) form.setValue('kind', kind);
  }, [url, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await addEvidence({ id: nominationId, ...values }).unwrap();
      const unread = answer.evidence.github?.notReadBecause;
      showToast({
        title: 'Evidence added',
        message: unread
          ? `GitHub's facts will be read later (${unread}).`
          : (answer.evidence.github?.title ?? answer.evidence.url),
        tone: unread ? 'info' : 'success',
      });
      form.reset({ url: '', kind: values.kind, note: '' });
    } catch (failure) {
      showServerError(form, failure, { fields: FIELDS });
    }
  });

  return (
    <Form onSubmit={submit} aria-label="Add evidence">
      <SubmitError form={form} />
      <TextField
        type="url"
        inputMode="url"
        maxLength={URL_MAX_LENGTH}
        placeholder="https://github.com/owner/repo/pull/123"
        hint="A pull request, release, documentation page or post; GitHub links are read on GitHub"
        {...fieldProps(form, 'url', { label: 'Link' })}
      />
      <SelectField {...fieldProps(form, 'kind', { label: 'Kind' })}>
        {EVIDENCE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {EVIDENCE_KIND_NAMES[kind]}
          </option>
        ))}
      </SelectField>
      <TextAreaField
        rows={3}
        maxLength={EVIDENCE_NOTE_MAX_LENGTH}
        hint={`What it shows the judges; ${formatCount(note.length)} of ${formatCount(EVIDENCE_NOTE_MAX_LENGTH)} characters`}
        {...fieldProps(form, 'note', { label: 'Note' })}
      />
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Adding…' : 'Add evidence'}
        </Button>
      </FormActions>
    </Form>
  );
}
