import { useId, type ComponentProps, type ReactNode } from 'react';
// Types only: shared-ui is in the shell's first load, react-hook-form and zod come with the
// pages that have a form.
import type {
  FieldPath,
  FieldValues,
  RegisterOptions,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
import styled, { css } from 'styled-components';
// Only the one function: pages/ is not in the main entry (pages/index.ts says why).
import { asSentence } from './pages/formatting';
import { Alert } from './primitives';

const controlStyle = css`
  width: 100%;
  min-height: 2.5rem;
  padding: 0 0.75rem;
  border: 1px solid ${({ theme }) => theme.colors.gray[300]};
  border-radius: ${({ theme }) => theme.radius};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  &:focus {
    border-color: ${({ theme }) => theme.colors.primary[500]};
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  &:disabled {
    background: ${({ theme }) => theme.colors.gray[100]};
    cursor: not-allowed;
  }
`;

export const Input = styled.input`
  ${controlStyle}
`;

export const Select = styled.select`
  ${controlStyle}
  padding-right: 2rem;
`;

export const TextArea = styled.textarea`
  ${controlStyle}
  min-height: 6rem;
  padding: 0.5rem 0.75rem;
  resize: vertical;
`;

const FieldBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.35rem;
  min-width: 0;
`;

const Label = styled.label`
  font-weight: 600;
  font-size: 0.95rem;
`;

const Hint = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const FieldError = styled.p`
  margin: 0;
  font-size: 0.85rem;
  color: ${({ theme }) => theme.colors.danger};
`;

interface FieldProps {
  label: string;
  /** A line under the control saying what to enter. */
  hint?: string;
  /** What is wrong with the value; marks the control invalid. */
  error?: string;
}

/** A label, its control, a hint and an error, tied together for assistive technology. */
function Field({
  label,
  hint,
  error,
  children,
}: FieldProps & {
  children: (control: {
    id: string;
    'aria-invalid': boolean | undefined;
    'aria-describedby': string | undefined;
  }) => ReactNode;
}) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <FieldBox>
      <Label htmlFor={id}>{label}</Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {hint && <Hint id={hintId}>{hint}</Hint>}
      {error && <FieldError id={errorId}>{error}</FieldError>}
    </FieldBox>
  );
}

export function TextField({
  label,
  hint,
  error,
  ...inputProps
}: FieldProps & Omit<ComponentProps<'input'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <Input {...inputProps} {...control} />}
    </Field>
  );
}

export function SelectField({
  label,
  hint,
  error,
  children,
  ...selectProps
}: FieldProps & Omit<ComponentProps<'select'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => (
        <Select {...selectProps} {...control}>
          {children}
        </Select>
      )}
    </Field>
  );
}

export function TextAreaField({
  label,
  hint,
  error,
  ...textAreaProps
}: FieldProps & Omit<ComponentProps<'textarea'>, 'id'>) {
  return (
    <Field label={label} hint={hint} error={error}>
      {(control) => <TextArea {...textAreaProps} {...control} />}
    </Field>
  );
}

/** A form laid out as a column of fields; `noValidate` leaves the checks to the page's own messages. */
export const Form = styled.form.attrs({ noValidate: true })`
  display: flex;
  flex-direction: column;
  gap: 1rem;
`;

/** Two fields side by side, one above the other on a narrow screen. */
export const FieldPair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(12rem, 1fr));
  gap: 1rem;
`;

/** The buttons under a form, with room for a link on the far side. */
export const FormActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.75rem;
  margin-top: 0.25rem;
`;

type FieldOptions<Values extends FieldValues, Name extends FieldPath<Values>> = {
  label?: string;
} & RegisterOptions<Values, Name>;

/** `{ label }` when fieldProps was given one. */
type LabelOf<Options> = Options extends { label: string } ? { label: string } : unknown;

/**
 * The props that tie a TextField, TextAreaField or SelectField to a field of a react-hook-form
 * form: its registration and what is wrong with its value (the message of the contract's schema).
 *
 * `label`, when given, is passed on, and a message naming the field by its path
 * ("grantAmounts.small must be at least 1") names it by its label instead ("Small must be at
 * least 1"). The other options are react-hook-form's (`valueAsNumber` for a number field).
 */
export function fieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Options extends FieldOptions<Values, Name> = FieldOptions<Values, Name>,
>(
  form: Pick<UseFormReturn<Values>, 'register' | 'getFieldState' | 'formState'>,
  name: Name,
  options?: Options,
): UseFormRegisterReturn<Name> & { error: string | undefined } & LabelOf<Options> {
  const { label, ...registerOptions } = options ?? {};
  const { error } = form.getFieldState(name, form.formState);
  const message = error?.message;
  const shown =
    message && label && message.startsWith(`${name} `)
      ? `${label}${message.slice(name.length)}`
      : message && asSentence(message);
  return {
    ...form.register(name, registerOptions as RegisterOptions<Values, Name>),
    // Only when given: a TextField's own `label` is not to be overwritten with undefined.
    ...(label === undefined ? {} : { label }),
    error: shown || undefined,
  } as UseFormRegisterReturn<Name> & { error: string | undefined } & LabelOf<Options>;
}

// Where react-hook-form keeps an error that belongs to no field; it clears it on the next submit.
const SUBMIT_ERROR = 'root.submit';

/** Shows why a submit failed (usually the server's message) above the form, in SubmitError. */
export function setSubmitError<Values extends FieldValues>(
  form: Pick<UseFormReturn<Values>, 'setError'>,
  message: string,
) {
  form.setError(SUBMIT_ERROR, { message });
}

/** The alert of a failed submit, if any; `children` add what the user can do about it. */
export function SubmitError<Values extends FieldValues>({
  form,
  children,
}: {
  form: Pick<UseFormReturn<Values>, 'formState'>;
  children?: ReactNode;
}) {
  const message = form.formState.errors.root?.submit?.message;
  if (!message) return null;
  return (
    <Alert tone="danger">
      <p>{message}</p>
      {children}
    </Alert>
  );
}
