import { PasswordSchema } from '@glow/contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@glow/contract/limits';
import { errorMessageOf, isGlowApiError } from '@glow/shared-api';
import {
  Button,
  fieldProps,
  Form,
  FormActions,
  setSubmitError,
  showToast,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { useChangePasswordMutation } from './accountApi';

/**
 * The contract's password rules, in words for the person rather than the field names of the call,
 * and the confirmation that only this form asks for.
 */
const ChangePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password'),
    newPassword: PasswordSchema,
    confirmation: z.string(),
  })
  .refine(({ newPassword, confirmation }) => newPassword === confirmation, {
    message: 'The two passwords do not match',
    path: ['confirmation'],
  });

/** The API's refusals that are about one field, said to the person. */
const FIELD_REFUSALS = {
  currentPassword: 'This is not your current password',
  newPassword: 'Choose a password other than your current one',
} as const;
const FIELDS = ['currentPassword', 'newPassword'] as const;

/** A new password, given the current one; the user's other sessions end. */
export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();
  const form = useForm({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmation: '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async ({ currentPassword, newPassword }) => {
    try {
      const answer = await changePassword({ currentPassword, newPassword }).unwrap();
      showToast({ title: answer.message, tone: 'success' });
      form.reset();
    } catch (failure) {
      const field = isGlowApiError(failure)
        ? FIELDS.find((name) => failure.fields?.includes(name))
        : undefined;
      if (field) form.setError(field, { message: FIELD_REFUSALS[field] }, { shouldFocus: true });
      else setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Form onSubmit={submit} aria-label="Change password">
      <SubmitError form={form} />
      <TextField
        label="Current password"
        type="password"
        autoComplete="current-password"
        {...fieldProps(form, 'currentPassword')}
      />
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`}
        {...fieldProps(form, 'newPassword')}
      />
      <TextField
        label="Confirm new password"
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'confirmation')}
      />
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Changing…' : 'Change password'}
        </Button>
      </FormActions>
    </Form>
  );
}
