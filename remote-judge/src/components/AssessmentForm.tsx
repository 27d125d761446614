import type { AssessRequest, Evaluation } from '@glow/contract';
import {
  amountOf,
  ASSESSMENT_CRITERIA,
  ASSESSMENT_SIZE_NAMES,
  ASSESSMENT_SIZES,
  ASSESSMENT_TEXT_MAX,
} from '@glow/shared-api';
import {
  Alert,
  Button,
  fieldProps,
  Form,
  FormActions,
  Muted,
  Row,
  showToast,
  SubmitError,
  TextAreaField,
} from '@glow/shared-ui';
import {
  asSentence,
  FieldGroup,
  formatCount,
  formatXrp,
  showServerError,
} from '@glow/shared-ui/pages';
import { useForm, useWatch } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateAssessmentMutation, useReviseAssessmentMutation } from '../api';
import {
  ASSESSMENT_FIELDS,
  assessmentResolver,
  formValuesOf,
  type AssessmentFormValues,
} from './assessmentForm';

/** A question and its answers, set off from the next by a line. */
const Question = styled(FieldGroup)`
  padding-bottom: 0.75rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2rem;
    margin-right: 1.25rem;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

const Sizes = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(9rem, 1fr));
  gap: 0.25rem 1rem;
`;

const ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/**
 * The judge's assessment of a nomination: the criteria, a size (with the amount it means in
 * this cohort), a rejection reason for Decline and an optional comment. Saves a new assessment or
 * the changes to the judge's own.
 */
export function AssessmentForm({ evaluation }: { evaluation: Evaluation }) {
  const mine = evaluation.mine?.status === 'assessed' ? evaluation.mine : null;
  const [createAssessment] = useCreateAssessmentMutation();
  const [reviseAssessment] = useReviseAssessmentMutation();
  const form = useForm<AssessmentFormValues, unknown, AssessRequest>({
    resolver: assessmentResolver,
    defaultValues: formValuesOf(mine),
  });
  const values = useWatch({ control: form.control });
  const busy = form.formState.isSubmitting;
  const saidNo = ASSESSMENT_CRITERIA.some(({ key }) => values.criteria?.[key] === 'no');

  const submit = form.handleSubmit(async (request) => {
    try {
      const outcome = mine
        ? await reviseAssessment({ id: mine.id, assessment: request }).unwrap()
        : await createAssessment({
            nominationId: evaluation.nomination.id,
            assessment: request,
          }).unwrap();
      showToast({
        title: asSentence(outcome.message),
        message: evaluation.contributor.name,
        tone: 'success',
      });
      if (outcome.approvalsCleared)
        showToast({
          title: 'Approvals reset',
          message: `Your change reset the approvals of ${evaluation.cohort.name}'s distribution.`,
          tone: 'info',
        });
      else if (outcome.distributionReady)
        showToast({
          title: 'Distribution ready',
          message: `Every nomination of ${evaluation.cohort.name} has a final size: the distribution awaits the judges' approval.`,
          tone: 'info',
        });
      form.reset(formValuesOf(outcome.assessment));
    } catch (failure) {
      showServerError(form, failure, { fields: ASSESSMENT_FIELDS });
    }
  });

  const criterionError = (key: (typeof ASSESSMENT_CRITERIA)[number]['key']) =>
    form.getFieldState(`criteria.${key}`, form.formState).error?.message;
  const sizeError = form.getFieldState('size', form.formState).error?.message;
  const comment = values.comment ?? '';
  const reason = values.rejectionReason ?? '';

  return (
    <Form onSubmit={submit} aria-label="Your assessment">
      <SubmitError form={form} />
      <Muted>
        The nominee&apos;s age and whether the work was paid are theirs to declare: see{' '}
        <a href="#dossier-declaration">the nominee&apos;s declaration</a>.
      </Muted>
      {ASSESSMENT_CRITERIA.map(({ key, question }) => (
        <Question key={key} legend={question} error={criterionError(key)}>
          <div>
            {ANSWERS.map((answer) => (
              <label key={answer.value}>
                <input type="radio" value={answer.value} {...form.register(`criteria.${key}`)} />
                {answer.label}
              </label>
            ))}
          </div>
        </Question>
      ))}
      <Question legend="Size" error={sizeError}>
        <Sizes>
          {ASSESSMENT_SIZES.map((size) => (
            <label key={size}>
              <input type="radio" value={size} {...form.register('size')} />
              {ASSESSMENT_SIZE_NAMES[size]} ·{' '}
              {formatXrp(amountOf(size, evaluation.cohort.grantAmounts))}
            </label>
          ))}
        </Sizes>
      </Question>
      {saidNo && values.size && values.size !== 'decline' && (
        <Alert tone="warning">
          <p>A &quot;no&quot; usually means Decline; your size decides.</p>
        </Alert>
      )}
      {values.size === 'decline' && (
        <TextAreaField
          rows={3}
          maxLength={ASSESSMENT_TEXT_MAX.rejectionReason}
          hint={`Required for Decline · ${formatCount(reason.length)} of ${formatCount(ASSESSMENT_TEXT_MAX.rejectionReason)} characters`}
          {...fieldProps(form, 'rejectionReason', { label: 'Rejection reason' })}
        />
      )}
      <TextAreaField
        rows={3}
        maxLength={ASSESSMENT_TEXT_MAX.comment}
        hint={`Optional · ${formatCount(comment.length)} of ${formatCount(ASSESSMENT_TEXT_MAX.comment)} characters`}
        {...fieldProps(form, 'comment', { label: 'Comment' })}
      />
      <FormActions>
        <Row>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : mine ? 'Save changes' : 'Save assessment'}
          </Button>
        </Row>
      </FormActions>
    </Form>
  );
}
