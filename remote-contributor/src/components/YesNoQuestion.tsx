import { FieldGroup } from '@glow/shared-ui/pages';
import type { UseFormRegisterReturn } from 'react-hook-form';
import styled from 'styled-components';

/** A question and its Yes and No, set off from the next by a line. */
const Question = styled(FieldGroup)`
  padding-bottom: 0.75rem;
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

const ANSWERS = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
] as const;

/** A Yes/No question of a form: two radios under the question, nothing chosen at first. */
export function YesNoQuestion({
  question,
  error,
  registration,
}: {
  question: string;
  /** What is wrong with the answer ("Answer this question"). */
  error: string | undefined;
  /** The radio group's field in the form (`form.register(name)`). */
  registration: UseFormRegisterReturn;
}) {
  return (
    <Question legend={question} error={error}>
      <div>
        {ANSWERS.map((answer) => (
          <label key={answer.value}>
            <input type="radio" value={answer.value} {...registration} />
            {answer.label}
          </label>
        ))}
      </div>
    </Question>
  );
}
