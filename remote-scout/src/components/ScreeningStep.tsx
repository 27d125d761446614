import { SCREENING_QUESTIONS } from '@glow/shared-api';
import { Alert, Button, Form, FormActions, Row } from '@glow/shared-ui';
import { FieldGroup } from '@glow/shared-ui/pages';
import styled from 'styled-components';
import {
  SCREENING_ANSWER_NAMES,
  screeningPassed,
  screeningRefusals,
  type ScreeningAnswers,
} from './screeningAnswers';

/** A question and its Yes and No, set off from the next by a line. */
const Question = styled(FieldGroup)`
  padding-bottom: 1rem;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  label {
    display: inline-flex;
    align-items: center;
    gap: 0.4rem;
    min-height: 2rem;
    margin-right: 1.5rem;
  }
  input {
    width: 1.1rem;
    height: 1.1rem;
  }
`;

/**
 * Step 1: the four screening questions, Yes or No each. A failing answer stops the flow with the
 * reason; nothing is sent to the server.
 */
export function ScreeningStep({
  answers,
  onAnswer,
  onContinue,
  onStartOver,
}: {
  answers: ScreeningAnswers;
  onAnswer: (answers: ScreeningAnswers) => void;
  onContinue: () => void;
  onStartOver: () => void;
}) {
  const refusals = screeningRefusals(answers);
  const complete = screeningPassed(answers);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onContinue();
      }}
    >
      {SCREENING_QUESTIONS.map(({ key, question }) => (
        <Question key={key} legend={question}>
          <div>
            {(['yes', 'no'] as const).map((answer) => (
              <label key={answer}>
                <input
                  type="radio"
                  name={key}
                  value={answer}
                  checked={answers[key] === answer}
                  onChange={() => onAnswer({ ...answers, [key]: answer })}
                />
                {SCREENING_ANSWER_NAMES[answer]}
              </label>
            ))}
          </div>
        </Question>
      ))}
      {refusals.length > 0 && (
        <Alert tone="danger">
          <p>This person cannot be nominated:</p>
          <ul>
            {refusals.map((refusal) => (
              <li key={refusal}>{refusal}</li>
            ))}
          </ul>
          <p>Nothing has been sent. Start over to nominate someone else.</p>
        </Alert>
      )}
      <FormActions>
        <Row>
          <Button type="submit" disabled={!complete}>
            Continue
          </Button>
          {refusals.length > 0 && (
            <Button $variant="secondary" onClick={onStartOver}>
              Start over
            </Button>
          )}
        </Row>
      </FormActions>
    </Form>
  );
}
