import {
  ApplicationReasonRequestSchema,
  type ApplicationOutcome,
  type ApplicationReasonRequest,
} from '@glow/contract';
import { APPLICATION_REASON_MAX_LENGTH } from '@glow/shared-api';
import {
  Button,
  Dialog,
  fieldProps,
  Form,
  FormActions,
  Muted,
  Row,
  showToast,
  SubmitError,
  TextAreaField,
} from '@glow/shared-ui';
import { asSentence, formatCount, showServerError } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';

/** What an admin's reasoned decision on an application says, and the call that makes it. */
export interface ReasonedDecision {
  title: string;
  effect: string;
  /** What the reason is for, under its field. */
  hint: string;
  submitLabel: string;
  busyLabel: string;
  decide: (request: ApplicationReasonRequest) => Promise<ApplicationOutcome>;
}

/**
 * Asks for the reason of a decision on an application that needs one (returning it, asking for
 * KYC, reopening it), required before anything is sent; the contributor is shown the reason.
 */
export function ApplicationReasonDialog({
  decision,
  contributor,
  onClose,
}: {
  decision: ReasonedDecision;
  contributor: string;
  onClose: () => void;
}) {
  const form = useForm<ApplicationReasonRequest>({
    resolver: zodResolver(ApplicationReasonRequestSchema),
    defaultValues: { reason: '' },
  });
  const typed = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      const { message } = await decision.decide(values);
      showToast({ title: asSentence(message), message: contributor, tone: 'success' });
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: ['reason'] });
    }
  });

  return (
    <Dialog title={decision.title} onClose={onClose}>
      <Form onSubmit={submit}>
        <Muted>{decision.effect}</Muted>
        <SubmitError form={form} />
        <TextAreaField
          rows={4}
          maxLength={APPLICATION_REASON_MAX_LENGTH}
          hint={`${decision.hint}; ${formatCount(typed.length)} of ${formatCount(APPLICATION_REASON_MAX_LENGTH)} characters`}
          {...fieldProps(form, 'reason', { label: 'Reason' })}
        />
        <FormActions>
          <Row>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? decision.busyLabel : decision.submitLabel}
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
