import type { ScoutedNomination, UpdateNominationRequest } from '@glow/contract';
import { Button, Dialog, Form, FormActions, Row, showToast, SubmitError } from '@glow/shared-ui';
import { showServerError } from '@glow/shared-ui/pages';
import { useForm } from 'react-hook-form';
import { useUpdateNominationMutation } from '../api';
import { DETAILS_FIELDS, DetailsFields, type NominationDetails } from './DetailsFields';
import { personName } from './names';
import { detailsResolver } from './nominationForms';

/** The details that differ from the nomination's: only those are sent. */
function changedDetails(
  nomination: ScoutedNomination,
  values: NominationDetails,
): UpdateNominationRequest {
  const changes: UpdateNominationRequest = {};
  if (values.description !== nomination.description) changes.description = values.description;
  const categories = [...values.categories].sort();
  if (categories.join('\n') !== [...nomination.categories].sort().join('\n'))
    changes.categories = values.categories;
  if (values.contributionDate !== nomination.contributionDate)
    changes.contributionDate = values.contributionDate;
  return changes;
}

/** Changes a nomination's description, categories or contribution date. */
export function EditNominationDialog({
  nomination,
  onClose,
}: {
  nomination: ScoutedNomination;
  onClose: () => void;
}) {
  const [updateNomination] = useUpdateNominationMutation();
  const form = useForm<NominationDetails>({
    resolver: detailsResolver,
    defaultValues: {
      description: nomination.description,
      categories: nomination.categories,
      contributionDate: nomination.contributionDate,
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    const changes = changedDetails(nomination, values);
    if (Object.keys(changes).length === 0) return onClose();
    try {
      const answer = await updateNomination({ id: nomination.id, changes }).unwrap();
      showToast({
        title: 'Nomination updated',
        message: personName(answer.nomination.contributor),
        tone: 'success',
      });
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: DETAILS_FIELDS });
    }
  });

  return (
    <Dialog
      title={`Edit the nomination of ${personName(nomination.contributor)}`}
      onClose={onClose}
    >
      <Form onSubmit={submit}>
        <SubmitError form={form} />
        <DetailsFields form={form} nominatedAt={nomination.createdAt} />
        <FormActions>
          <Row>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving…' : 'Save changes'}
            </Button>
            <Button $variant="ghost" onClick={onClose} disabled={busy}>
              Cancel
            </Button>
          </Row>
        </FormActions>
      </Form>
    </Dialog>
  );
}
