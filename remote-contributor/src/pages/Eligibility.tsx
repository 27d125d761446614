import type { ApplicationView, EligibilityOutcome } from '@glow/contract';
import { ELIGIBILITY_QUESTIONS, type EligibilityAnswers } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  Form,
  FormActions,
  Muted,
  Page,
  showToast,
  SubmitError,
  useNavigate,
} from '@glow/shared-ui';
import { asSentence, Section, showServerError } from '@glow/shared-ui/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useAnswerEligibilityMutation } from '../api';
import {
  ELIGIBILITY_FIELDS,
  eligibilityResolver,
  EMPTY_ELIGIBILITY,
  type EligibilityFormValues,
} from '../components/eligibilityForm';
import { NotEligible } from '../components/NotEligible';
import { StepGate, type StepContext } from '../components/StepGate';
import { YesNoQuestion } from '../components/YesNoQuestion';
import { paths } from '../paths';

/**
 * The seven questions, Yes or No, none chosen at first. A "No" shows nothing until the answers
 * are sent: the API records them and says whether the contributor is eligible.
 */
function EligibilityForm({
  application,
  onNotEligible,
}: {
  application: ApplicationView;
  onNotEligible: (outcome: Extract<EligibilityOutcome, { eligible: false }>) => void;
}) {
  const [answerEligibility] = useAnswerEligibilityMutation();
  const navigate = useNavigate();
  const form = useForm<EligibilityFormValues, unknown, EligibilityAnswers>({
    resolver: eligibilityResolver,
    defaultValues: EMPTY_ELIGIBILITY,
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (answers) => {
    try {
      const outcome = await answerEligibility({ id: application.id, answers }).unwrap();
      if (!outcome.eligible) {
        onNotEligible(outcome);
        return;
      }
      showToast({ title: asSentence(outcome.message), tone: 'success' });
      navigate(paths.walletRegistration);
    } catch (failure) {
      showServerError(form, failure, { fields: ELIGIBILITY_FIELDS });
    }
  });

  return (
    <Form onSubmit={submit} aria-label="Eligibility questions">
      <Muted>
        Answer for yourself and for the work you were nominated for in {application.cohort.name}.
      </Muted>
      {application.reopenReason && (
        <Alert tone="info">
          <p>An admin reopened your application: {application.reopenReason}</p>
        </Alert>
      )}
      <SubmitError form={form} />
      {ELIGIBILITY_QUESTIONS.map(({ key, question }) => (
        <YesNoQuestion
          key={key}
          question={question}
          error={form.getFieldState(key, form.formState).error?.message}
          registration={form.register(key)}
        />
      ))}
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Sending…' : 'Submit answers'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** Eligibility already passed: every answer was Yes (here or, carried over, in a cohort before). */
function Passed({ application }: { application: ApplicationView }) {
  const carried = application.eligibilityCarriedFrom;
  return (
    <Section id="eligibility-passed" title="You are eligible">
      {carried ? (
        <p>
          Your answers were carried over from your application for {carried.cohortName}; signing the
          grant agreement confirms they still hold for {application.cohort.name}.
        </p>
      ) : (
        <p>You answered Yes to every question.</p>
      )}
      <ul aria-label="Your answers">
        {ELIGIBILITY_QUESTIONS.map(({ key, question }) => (
          <li key={key}>
            {question} <strong>Yes</strong>
          </li>
        ))}
      </ul>
      {application.status === 'inProgress' && (
        <p>
          <ButtonLink to={paths.walletRegistration}>Continue</ButtonLink>
        </p>
      )}
    </Section>
  );
}

function EligibilityStep({ application, state }: StepContext) {
  const [refused, setRefused] = useState<Extract<EligibilityOutcome, { eligible: false }> | null>(
    null,
  );
  if (refused) return <NotEligible failing={refused.failing} message={refused.message} />;
  if (state === 'failed') return <NotEligible failing={application.failingEligibility ?? []} />;
  if (state === 'done') return <Passed application={application} />;
  return (
    <Section id="eligibility-questions" title={`Eligibility for ${application.cohort.name}`}>
      <EligibilityForm application={application} onNotEligible={setRefused} />
    </Section>
  );
}

/** The eligibility questions of the cohort, or their outcome once answered. */
export default function Eligibility() {
  return (
    <Page>
      <StepGate step="eligibility">{(context) => <EligibilityStep {...context} />}</StepGate>
    </Page>
  );
}
