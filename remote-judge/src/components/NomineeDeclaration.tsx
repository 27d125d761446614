import type { Evaluation } from '@glow/contract';
import { ELIGIBILITY_QUESTIONS } from '@glow/shared-api';
import { Badge, Muted, Stack } from '@glow/shared-ui';
import { formatDate } from '@glow/shared-ui/pages';
import styled from 'styled-components';

const Answers = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * What the nominee declared in their application's eligibility questions (their age, who paid
 * for the work…), shown as declared: a judge cannot know these, so is not asked them.
 */
export function NomineeDeclaration({
  declaration,
  firstName,
}: {
  declaration: Evaluation['declaration'];
  firstName: string;
}) {
  if (!declaration) {
    return (
      <Muted>Not declared yet: {firstName} answers these questions in their application.</Muted>
    );
  }
  return (
    <Stack $gap="0.5rem">
      <Muted>
        As declared by {firstName} on{' '}
        <time dateTime={declaration.declaredAt}>{formatDate(declaration.declaredAt)}</time>; not
        checked by Glow.
      </Muted>
      <Answers aria-label="Declared eligibility">
        {ELIGIBILITY_QUESTIONS.map(({ key, question }) => (
          <li key={key}>
            <Badge $tone={declaration.answers[key] ? 'success' : 'danger'}>
              {declaration.answers[key] ? 'Yes' : 'No'}
            </Badge>{' '}
            {question}
          </li>
        ))}
      </Answers>
    </Stack>
  );
}
