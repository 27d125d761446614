import type { PairNomination, Screening } from '@glow/contract';
import { NOTE_MAX_LENGTH } from '@glow/contract/limits';
import {
  Alert,
  Button,
  fieldProps,
  Form,
  FormActions,
  Row,
  Stack,
  SubmitError,
  TextAreaField,
} from '@glow/shared-ui';
import { counted, formatCount, projectNames, showServerError } from '@glow/shared-ui/pages';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useCoNominateMutation } from '../api';
import { personName } from './names';
import { noteResolver } from './nominationForms';

const Quote = styled.blockquote`
  margin: 0;
  padding: 0.5rem 0.9rem;
  border-left: 3px solid ${({ theme }) => theme.colors.primary[300]};
  overflow-wrap: anywhere;
`;

/**
 * The contributor is already nominated for a chosen project in this cohort: instead of a
 * duplicate, the scout backs that nomination (their screening answers and a note), or goes on
 * without the projects it covers.
 */
export function CoNominationPanel({
  nomination,
  screening,
  note,
  onNoteChange,
  onBacked,
  onWithout,
}: {
  nomination: PairNomination;
  screening: Screening;
  note: string;
  onNoteChange: (note: string) => void;
  onBacked: (message: string) => void;
  /** Removes the nomination's projects from the draft and goes on. */
  onWithout: () => void;
}) {
  const [coNominate] = useCoNominateMutation();
  const form = useForm({ resolver: noteResolver, defaultValues: { note } });
  const typed = useWatch({ control: form.control, name: 'note' }) ?? '';
  const busy = form.formState.isSubmitting;
  const projects = projectNames(nomination.projects);

  const submit = form.handleSubmit(async (values) => {
    try {
      const answer = await coNominate({ id: nomination.id, screening, ...values }).unwrap();
      onBacked(answer.message);
    } catch (failure) {
      showServerError(form, failure, { fields: ['note'] });
    }
  });

  return (
    <Stack aria-labelledby="co-nomination" as="section">
      <Alert tone="info">
        <p id="co-nomination">
          <strong>{personName(nomination.contributor)}</strong> is already nominated for {projects}{' '}
          in {nomination.cohort.name} ({counted(nomination.scouts, ['scout', 'scouts'])}):
        </p>
        <Quote>{nomination.description}</Quote>
      </Alert>
      {nomination.backedByMe ? (
        <p>You already back this nomination.</p>
      ) : (
        <Form onSubmit={submit}>
          <SubmitError form={form} />
          <TextAreaField
            rows={3}
            maxLength={NOTE_MAX_LENGTH}
            hint={`Why you back it; ${formatCount(typed.length)} of ${formatCount(NOTE_MAX_LENGTH)} characters`}
            {...fieldProps(form, 'note', {
              label: 'Your note',
              onChange: (event) => onNoteChange(event.target.value),
            })}
          />
          <FormActions>
            <Row>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? 'Backing…' : 'Back this nomination'}
              </Button>
            </Row>
          </FormActions>
        </Form>
      )}
      <Row>
        <Button $variant="secondary" onClick={onWithout}>
          Remove {projects} and continue
        </Button>
      </Row>
    </Stack>
  );
}
