import { PasswordSchema } from '@glow/contract';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@glow/contract/limits';
import { errorMessageOf } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  fieldProps,
  Form,
  FormActions,
  Link,
  NarrowCard,
  Page,
  setSubmitError,
  SubmitError,
  TextField,
  useSearchParams,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { paths } from '../paths';
import { useSetPasswordMutation } from '../session/sessionApi';

/** The contract's password rules, and the confirmation that only this form asks for. */
const NewPasswordSchema = z
  .object({ password: PasswordSchema, confirmation: z.string() })
  .refine(({ password, confirmation }) => password === confirmation, {
    message: 'The two passwords do not match',
    path: ['confirmation'],
  });

function SetPasswordForm({ token }: { token: string }) {
  const [setPassword] = useSetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmation: '' },
  });
  const busy = form.formState.isSubmitting;
  const [done, setDone] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      setDone((await setPassword({ token, password }).unwrap()).message);
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  if (done) {
    return (
      <Alert tone="success">
        <p>{done}</p>
        <p>
          <ButtonLink to={paths.login}>Sign in</ButtonLink>
        </p>
      </Alert>
    );
  }
  return (
    <Form onSubmit={submit}>
      <SubmitError form={form}>
        <p>
          <Link to={paths.resetPassword}>Ask for a new link</Link>
        </p>
      </SubmitError>
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`}
        {...fieldProps(form, 'password')}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        {...fieldProps(form, 'confirmation')}
      />
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save password'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The page of the link in an invitation (`?token=`) or a reset email (`?token=&reset=1`). */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const reset = searchParams.get('reset') === '1';

  return (
    <Page label={reset ? 'Choose a new password' : undefined}>
      <NarrowCard>
        {token ? (
          <SetPasswordForm token={token} />
        ) : (
          <Alert tone="warning">
            <p>
              This page needs the link from your invitation or password reset email. Open the link
              from the email again, or ask for a new one.
            </p>
            <p>
              <Link to={paths.resetPassword}>Ask for a new link</Link>
            </p>
          </Alert>
        )}
      </NarrowCard>
    </Page>
  );
}
