import { errorMessageOf, useBreadcrumb } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  Form,
  FormActions,
  NarrowCard,
  Page,
  TextField,
  Link,
  useSearchParams,
} from '@glow/shared-ui';
import { useState, type FormEvent } from 'react';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  passwordProblem,
  type PasswordProblem,
} from '../session/passwordRules';
import { useSetPasswordMutation } from '../session/sessionApi';

function SetPasswordForm({ token }: { token: string }) {
  const [setPassword, { isLoading }] = useSetPasswordMutation();
  const [password, setPasswordValue] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [problem, setProblem] = useState<PasswordProblem | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const found = passwordProblem(password, confirmation);
    setProblem(found);
    if (found) return;
    try {
      setDone((await setPassword({ token, password }).unwrap()).message);
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }

  if (done) {
    return (
      <Alert tone="success">
        <p>{done}</p>
        <p>
          <ButtonLink to="/login">Sign in</ButtonLink>
        </p>
      </Alert>
    );
  }
  return (
    <Form onSubmit={submit}>
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
          <p>
            <Link to="/profile/resetPassword">Ask for a new link</Link>
          </p>
        </Alert>
      )}
      <TextField
        label="New password"
        type="password"
        autoComplete="new-password"
        hint={`Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`}
        error={problem?.field === 'password' ? problem.message : undefined}
        value={password}
        onChange={(event) => setPasswordValue(event.target.value)}
      />
      <TextField
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={problem?.field === 'confirmation' ? problem.message : undefined}
        value={confirmation}
        onChange={(event) => setConfirmation(event.target.value)}
      />
      <FormActions>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Saving…' : 'Save password'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The page of the link in an invitation (`?token=`) or a reset email (`?token=&reset=1`). */
export function SetPasswordPage() {
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const title = searchParams.get('reset') === '1' ? 'Choose a new password' : 'Set your password';
  useBreadcrumb(title, '/profile/setPassword');

  return (
    <Page title={title} description="Choose the password you will sign in with.">
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
              <Link to="/profile/resetPassword">Ask for a new link</Link>
            </p>
          </Alert>
        )}
      </NarrowCard>
    </Page>
  );
}
