import {
  Button,
  Dialog,
  fieldProps,
  Form,
  FormActions,
  Row,
  SubmitError,
  TextAreaField,
} from '@glow/shared-ui';
import type { ReactNode } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { formatCount } from './formatting';
import { showServerError } from './serverErrors';

/** What a reason dialog sends: the reason written. */
export interface ReasonRequest {
  reason: string;
}

export interface ReasonDialogProps {
  title: string;
  /** What the action does, said above the reason. */
  children: ReactNode;
  /** The request's rules (the contract's schema through zodResolver): the field's messages. */
  resolver: Resolver<ReasonRequest>;
  /**
   * The hint under the reason, given how much of it is written ("12 of 2,000 characters"): what
   * the reason is for and who reads it.
   */
  hint: (count: string) => string;
  maxLength: number;
  rows?: number;
  confirmLabel: string;
  /** The confirm button's words while the action is sent ("Returning…"). */
  busyLabel: string;
  /** Red for an action that cannot be undone. */
  confirmVariant?: 'primary' | 'danger';
  cancelLabel?: string;
  /**
   * Sends the action with its reason (and says it was done); a refusal it throws is shown in the
   * dialog, under the reason when the API names it. The dialog closes once it resolves.
   */
  onConfirm: (request: ReasonRequest) => Promise<void>;
  onClose: () => void;
}

/**
 * Asks for the written reason of an action before doing it: returning an application, cancelling
 * a cohort, recusing from a nomination… The reason is required by the request's rules, counted as
 * it is typed, and nothing is sent until it passes them.
 */
export function ReasonDialog({
  title,
  children,
  resolver,
  hint,
  maxLength,
  rows = 3,
  confirmLabel,
  busyLabel,
  confirmVariant = 'primary',
  cancelLabel = 'Cancel',
  onConfirm,
  onClose,
}: ReasonDialogProps) {
  const form = useForm<ReasonRequest>({ resolver, defaultValues: { reason: '' } });
  const typed = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (request) => {
    try {
      await onConfirm(request);
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: ['reason'] });
    }
  });

  return (
    <Dialog title={title} onClose={onClose}>
      <Form onSubmit={submit}>
        {children}
        <SubmitError form={form} />
        <TextAreaField
          rows={rows}
          maxLength={maxLength}
          hint={hint(`${formatCount(typed.length)} of ${formatCount(maxLength)} characters`)}
          {...fieldProps(form, 'reason', { label: 'Reason' })}
        />
        <FormActions>
          <Row>
            <Button type="submit" $variant={confirmVariant} disabled={busy} aria-busy={busy}>
              {busy ? busyLabel : confirmLabel}
            </Button>
            <Button $variant="ghost" onClick={onClose} disabled={busy}>
              {cancelLabel}
            </Button>
          </Row>
        </FormActions>
      </Form>
    </Dialog>
  );
}
