import {
  CancelCohortRequestSchema,
  type CancelCohortRequest,
  type CohortDetail,
} from '@glow/contract';
import { COHORT_CANCEL_REASON_MAX_LENGTH } from '@glow/contract/limits';
import {
  Button,
  Dialog,
  fieldProps,
  Form,
  FormActions,
  Muted,
  Row,
  showToast,
  Stack,
  SubmitError,
  TextAreaField,
} from '@glow/shared-ui';
import { formatCount, showServerError } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useCancelCohortMutation } from '../api';

/** What cancelling does, as the confirmation says it. */
const CANCEL_EFFECT =
  'The cohort ends now, without judging: nothing of it is paid, its applications end, and its scouts, nominees and judges are emailed your reason. Another cohort can start.';

function CancelDialog({ cohort, onClose }: { cohort: CohortDetail; onClose: () => void }) {
  const [cancelCohort] = useCancelCohortMutation();
  const form = useForm<CancelCohortRequest>({
    resolver: zodResolver(CancelCohortRequestSchema),
    defaultValues: { reason: '' },
  });
  const typed = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await cancelCohort({ id: cohort.id, ...values }).unwrap();
      showToast({ title: `${cohort.name} was cancelled`, tone: 'success' });
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: ['reason'] });
    }
  });

  return (
    <Dialog title={`Cancel ${cohort.name}?`} onClose={onClose}>
      <Form onSubmit={submit}>
        <Muted>{CANCEL_EFFECT}</Muted>
        <Muted>This cannot be undone.</Muted>
        <SubmitError form={form} />
        <TextAreaField
          rows={4}
          maxLength={COHORT_CANCEL_REASON_MAX_LENGTH}
          hint={`Why it should not go on (a wrong start, no nominations…); ${formatCount(typed.length)} of ${formatCount(COHORT_CANCEL_REASON_MAX_LENGTH)} characters`}
          {...fieldProps(form, 'reason', { label: 'Reason' })}
        />
        <FormActions>
          <Row>
            <Button type="submit" $variant="danger" disabled={busy} aria-busy={busy}>
              {busy ? 'Cancelling…' : 'Cancel the cohort'}
            </Button>
            <Button $variant="ghost" onClick={onClose} disabled={busy}>
              Keep it
            </Button>
          </Row>
        </FormActions>
      </Form>
    </Dialog>
  );
}

/**
 * Cancelling a cohort that should not go on, with a reason, until its distribution is approved;
 * disabled with the reason after that (it can only be closed). Nothing once the cohort ended.
 */
export function CancelCohort({ cohort }: { cohort: CohortDetail }) {
  const [asking, setAsking] = useState(false);
  const reasonId = useId();
  const { cancel } = cohort;
  if (!cancel) return null;
  return (
    <Stack $gap="0.5rem">
      <div>
        <Button
          $variant="secondary"
          onClick={() => setAsking(true)}
          disabled={!cancel.allowed}
          aria-describedby={!cancel.allowed && cancel.reason ? reasonId : undefined}
        >
          Cancel the cohort
        </Button>
      </div>
      {!cancel.allowed && cancel.reason && <Muted id={reasonId}>{cancel.reason}</Muted>}
      {asking && <CancelDialog cohort={cohort} onClose={() => setAsking(false)} />}
    </Stack>
  );
}
