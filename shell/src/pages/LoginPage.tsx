import { selectUser, useAppSelector, useBreadcrumb } from '@glow/shared-api';
import {
  Alert,
  Button,
  Form,
  FormActions,
  NarrowCard,
  Page,
  TextField,
  Link,
  Navigate,
  useSearchParams,
} from '@glow/shared-ui';
import { useState, type FormEvent } from 'react';
import { useRoleHome } from '../remoteAreas';
import { signInTarget } from '../session/signInTarget';
import { useSignIn } from '../session/useSignIn';

/** Email and password sign-in; a signed-in user is sent on to the redirect or their home. */
export function LoginPage() {
  useBreadcrumb('Sign in', '/login');
  const user = useAppSelector(selectUser);
  const [searchParams] = useSearchParams();
  const { signIn, busy, error } = useSignIn();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [missing, setMissing] = useState(false);

  const home = useRoleHome(user?.role);

  if (user) {
    // The role's home comes from remotes.json: nothing to show for the moment it takes.
    return home ? <Navigate to={signInTarget(searchParams.get('redirect'), home)} replace /> : null;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const incomplete = !email.trim() || !password;
    setMissing(incomplete);
    if (!incomplete) void signIn({ email: email.trim(), password });
  }

  const problem = missing ? 'Enter your email and password' : error;
  return (
    <Page
      title="Sign in"
      description="Admins, scouts, judges and contributors sign in here with their email and password."
    >
      <NarrowCard>
        <Form onSubmit={submit}>
          {problem && (
            <Alert tone="danger">
              <p>{problem}</p>
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <TextField
            label="Password"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
          <FormActions>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
            <Link to="/profile/resetPassword">Forgot your password?</Link>
          </FormActions>
        </Form>
      </NarrowCard>
    </Page>
  );
}
