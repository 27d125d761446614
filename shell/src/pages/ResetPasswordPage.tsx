import { errorMessageOf, useBreadcrumb } from '@glow/shared-api';
import {
  Alert,
  Button,
  Form,
  FormActions,
  Muted,
  NarrowCard,
  Page,
  TextField,
  Link,
} from '@glow/shared-ui';
import { useState, type FormEvent } from 'react';
import { useResetPasswordMutation } from '../session/sessionApi';

/** Asks for a password reset email; the answer is the same whether or not the email exists. */
export function ResetPasswordPage() {
  useBreadcrumb('Reset your password', '/profile/resetPassword');
  const [resetPassword, { isLoading }] = useResetPasswordMutation();
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | undefined>();
  const [answer, setAnswer] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    if (!email.trim()) {
      setEmailError('Enter the email you sign in with');
      return;
    }
    setEmailError(undefined);
    try {
      setAnswer((await resetPassword({ email: email.trim() }).unwrap()).message);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }

  return (
    <Page
      title="Reset your password"
      description="Get an email with a link to choose a new password."
    >
      <NarrowCard>
        {answer ? (
          <Alert tone="success">
            <p>{answer}</p>
            <p>
              <Link to="/login">Back to sign in</Link>
            </p>
          </Alert>
        ) : (
          <Form onSubmit={submit}>
            <Muted>
              Enter the email you sign in with; we send it a link to choose a new password.
            </Muted>
            {error && (
              <Alert tone="danger">
                <p>{error}</p>
              </Alert>
            )}
            <TextField
              label="Email"
              type="email"
              autoComplete="email"
              value={email}
              error={emailError}
              onChange={(event) => setEmail(event.target.value)}
            />
            <FormActions>
              <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? 'Sending…' : 'Send reset link'}
              </Button>
              <Link to="/login">Back to sign in</Link>
            </FormActions>
          </Form>
        )}
      </NarrowCard>
    </Page>
  );
}
