import { ConsensusRequestSchema, type ConsensusRequest, type ReviewRow } from '@glow/contract';
import {
  ASSESSMENT_SIZE_NAMES,
  ASSESSMENT_SIZES,
  ASSESSMENT_TEXT_MAX,
  type AssessmentSize,
} from '@glow/shared-api';
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
import {
  asSentence,
  chosen,
  FieldGroup,
  formatCount,
  showServerError,
} from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useRecordConsensusMutation } from '../api';

const Sizes = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 0.25rem 1.25rem;
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2rem;
  }
`;

interface ConsensusValues {
  size: AssessmentSize | null;
  reason: string;
}

/** The contract's rules, and a size among the tied ones (the API refuses any other). */
function consensusResolver(tied: readonly AssessmentSize[]) {
  return zodResolver(
    ConsensusRequestSchema.extend({ size: chosen(ASSESSMENT_SIZES, 'Choose a size') }).refine(
      (request) => tied.includes(request.size),
      { path: ['size'], error: `size must be one of the tied sizes: ${tied.join(', ')}` },
    ),
  );
}

/**
 * The judges' consensus size of a split nomination no judge is left to assess: one of the tied
 * sizes, with the reason they agreed on.
 */
export function ConsensusDialog({
  row,
  tied,
  onClose,
}: {
  row: ReviewRow;
  tied: readonly AssessmentSize[];
  onClose: () => void;
}) {
  const [recordConsensus] = useRecordConsensusMutation();
  const form = useForm<ConsensusValues, unknown, ConsensusRequest>({
    resolver: consensusResolver(tied),
    defaultValues: { size: null, reason: '' },
  });
  const reason = useWatch({ control: form.control, name: 'reason' }) ?? '';
  const busy = form.formState.isSubmitting;
  const sizeError = form.getFieldState('size', form.formState).error?.message;

  const submit = form.handleSubmit(async (request) => {
    try {
      const outcome = await recordConsensus({
        nominationId: row.nominationId,
        ...request,
      }).unwrap();
      showToast({
        title: asSentence(outcome.message),
        message: row.contributor.name,
        tone: 'success',
      });
      onClose();
    } catch (failure) {
      showServerError(form, failure, { fields: ['size', 'reason'] });
    }
  });

  return (
    <Dialog title={`Consensus size for ${row.contributor.name}`} onClose={onClose}>
      <Form onSubmit={submit}>
        <p>The judges could not agree on one size. Record the size you decided on together.</p>
        <SubmitError form={form} />
        <FieldGroup
          legend="Size (one of the tied sizes)"
          error={sizeError && asSentence(sizeError)}
        >
          <Sizes>
            {tied.map((size) => (
              <label key={size}>
                <input type="radio" value={size} {...form.register('size')} />
                {ASSESSMENT_SIZE_NAMES[size]}
              </label>
            ))}
          </Sizes>
        </FieldGroup>
        <TextAreaField
          rows={3}
          maxLength={ASSESSMENT_TEXT_MAX.consensusReason}
          hint={`${formatCount(reason.length)} of ${formatCount(ASSESSMENT_TEXT_MAX.consensusReason)} characters`}
          {...fieldProps(form, 'reason', { label: 'Reason' })}
        />
        <FormActions>
          <Row>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Saving…' : 'Record consensus'}
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
