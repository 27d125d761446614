import { ExcuseRequestSchema, type ExcuseRequest } from '@glow/contract';
import { ASSESSMENT_TEXT_MAX } from '@glow/shared-api';
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
import { formatCount, showServerError } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { useExcuseJudgeMutation } from '../api';

const MAX_LENGTH = ASSESSMENT_TEXT_MAX.excuseReason;

/**
 * Excuses a panel judge from approving the cohort's distribution, with the reason the audit log
 * keeps; the distribution is then approved without them.
 */
export function ExcuseJudgeDialog({
  cohort,
  judge,
  onClose,
}: {
  cohort: { id: number; name: string };
  judge: { judgeId: number; name: string };
  onClose: () => void;
}) {
  const [excuseJudge] = useExcuseJudgeMutation();
  const form = useForm<ExcuseRequest>({
    resolver: zodResolver(ExcuseRequestSchema),
    defaultValues: { reason: '' },
  });
  const typed = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (values) => {
    try {
      await excuseJudge({ id: cohort.id, judgeId: judge.judgeId, ...values }).unwrap();
      showToast({ title: `${judge.name} is excused`, message: cohort.name, tone: 'success' });
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: ['reason'] });
    }
  });

  return (
    <Dialog title={`Excuse ${judge.name} from ${cohort.name}'s distribution?`} onClose={onClose}>
      <Form onSubmit={submit}>
        <Muted>
          The distribution is then approved without them. You can take this back until it is
          approved.
        </Muted>
        <SubmitError form={form} />
        <TextAreaField
          rows={3}
          maxLength={MAX_LENGTH}
          hint={`Why they are excused, for the audit log; ${formatCount(typed.length)} of ${formatCount(MAX_LENGTH)} characters`}
          {...fieldProps(form, 'reason', { label: 'Reason' })}
        />
        <FormActions>
          <Row>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Excusing…' : 'Excuse'}
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
