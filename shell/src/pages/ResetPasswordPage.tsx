import { ResetPasswordRequestSchema } from '@glow/contract';
import { errorMessageOf } from '@glow/shared-api';
import {
  Alert,
  Button,
  fieldProps,
  Form,
  FormActions,
  Link,
  Muted,
  NarrowCard,
  Page,
  setSubmitError,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { paths } from '../paths';
import { useResetPasswordMutation } from '../session/sessionApi';

/** Asks for a password reset email; the answer is the same whether or not the email exists. */
export function ResetPasswordPage() {
  const [resetPassword] = useResetPasswordMutation();
  const form = useForm({
    resolver: zodResolver(ResetPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const busy = form.formState.isSubmitting;
  const [answer, setAnswer] = useState<string | null>(null);

  const submit = form.handleSubmit(async (request) => {
    try {
      setAnswer((await resetPassword(request).unwrap()).message);
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Page>
      <NarrowCard>
        {answer ? (
          <Alert tone="success">
            <p>{answer}</p>
            <p>
              <Link to={paths.login}>Back to sign in</Link>
            </p>
          </Alert>
        ) : (
          <Form onSubmit={submit}>
            <Muted>
              Enter the email you sign in with; we send it a link to choose a new password.
            </Muted>
            <SubmitError form={form} />
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              {...fieldProps(form, 'email')}
            />
            <FormActions>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? 'Sending…' : 'Send reset link'}
              </Button>
              <Link to={paths.login}>Back to sign in</Link>
            </FormActions>
          </Form>
        )}
      </NarrowCard>
    </Page>
  );
}
