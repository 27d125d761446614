import type { Evaluation, RecuseRequest } from '@glow/contract';
import { ASSESSMENT_TEXT_MAX } from '@glow/shared-api';
import {
  Button,
  Dialog,
  fieldProps,
  Form,
  FormActions,
  Row,
  showToast,
  SubmitError,
  TextAreaField,
} from '@glow/shared-ui';
import { asSentence, formatCount, showServerError } from '@glow/shared-ui/pages';
import { useForm, useWatch } from 'react-hook-form';
import { useRecuseMutation } from '../api';
import { recuseResolver } from './assessmentForm';

/** Recusing from a nomination, with the reason (a conflict of interest); it is final. */
export function RecuseDialog({
  evaluation,
  onClose,
}: {
  evaluation: Evaluation;
  onClose: () => void;
}) {
  const [recuse] = useRecuseMutation();
  const form = useForm<RecuseRequest>({ resolver: recuseResolver, defaultValues: { reason: '' } });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (request) => {
    try {
      const outcome = await recuse({ nominationId: evaluation.nomination.id, ...request }).unwrap();
      showToast({
        title: asSentence(outcome.message),
        message: evaluation.contributor.name,
        tone: 'success',
      });
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: ['reason'] });
    }
  });

  return (
    <Dialog
      title={`Recuse yourself from ${evaluation.contributor.name}'s nomination?`}
      onClose={onClose}
    >
      <Form onSubmit={submit}>
        <p>
          Recusing is final: you will not see the other judges&apos; assessments of this nomination
          {evaluation.mine?.status === 'assessed' && ', and your assessment is withdrawn'}.
        </p>
        <SubmitError form={form} />
        <TextAreaField
          rows={3}
          maxLength={ASSESSMENT_TEXT_MAX.recusalReason}
          hint={`Your conflict of interest · ${formatCount(reason.length)} of ${formatCount(ASSESSMENT_TEXT_MAX.recusalReason)} characters`}
          {...fieldProps(form, 'reason', { label: 'Reason' })}
        />
        <FormActions>
          <Row>
            <Button type="submit" $variant="danger" disabled={busy} aria-busy={busy}>
              {busy ? 'Recusing…' : 'Recuse'}
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
