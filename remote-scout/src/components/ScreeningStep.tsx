import { SCREENING_QUESTIONS } from '@glow/shared-api';
import { Alert, Button, Form, FormActions, Row } from '@glow/shared-ui';
import styled from 'styled-components';
import { screeningOf, screeningRefusals, type NominationDraft } from './NominationDraft';

const Question = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
  padding: 0 0 1rem;
  border: 0;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
  }
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
  answers: NominationDraft['answers'];
  onAnswer: (answers: NominationDraft['answers']) => void;
  onContinue: () => void;
  onStartOver: () => void;
}) {
  const refusals = screeningRefusals(answers);
  const complete = screeningOf(answers) !== null && refusals.length === 0;
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        if (complete) onContinue();
      }}
    >
      {SCREENING_QUESTIONS.map(({ key, question }) => (
        <Question key={key}>
          <legend>{question}</legend>
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
                {answer === 'yes' ? 'Yes' : 'No'}
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
