import { useId, type ReactNode } from 'react';
import styled from 'styled-components';

const Group = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 0.5rem;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 0.5rem;
    font-weight: 600;
    font-size: 0.95rem;
  }
`;

const GroupError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/**
 * Controls answering one question (checkboxes, radios, a set of amounts) under their legend,
 * with what is wrong with the answer tied to the group for assistive technology.
 */
export function FieldGroup({
  legend,
  error,
  className,
  children,
}: {
  legend: ReactNode;
  /** What is wrong, as a sentence (`fieldProps(…).error`). */
  error?: string;
  /** For a page's own styling of the group (`styled(FieldGroup)`). */
  className?: string;
  children: ReactNode;
}) {
  const errorId = useId();
  return (
    <Group className={className} aria-describedby={error ? errorId : undefined}>
      <legend>{legend}</legend>
      {children}
      {error && <GroupError id={errorId}>{error}</GroupError>}
    </Group>
  );
}
