import { LoginRequestSchema } from '@glow/contract';
import { selectUser, useAppSelector } from '@glow/shared-api';
import {
  Button,
  fieldProps,
  Form,
  FormActions,
  Link,
  NarrowCard,
  Navigate,
  Page,
  setSubmitError,
  SubmitError,
  TextField,
  useSearchParams,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { paths } from '../paths';
import { useRoleHome } from '../remoteAreas';
import { signInTarget } from '../session/signInTarget';
import { useSignIn } from '../session/useSignIn';

/** Email and password sign-in; a signed-in user is sent on to the redirect or their home. */
export function LoginPage() {
  const user = useAppSelector(selectUser);
  const [searchParams] = useSearchParams();
  const signIn = useSignIn();
  const form = useForm({
    resolver: zodResolver(LoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const busy = form.formState.isSubmitting;

  const home = useRoleHome(user?.role);

  if (user) {
    // The role's home comes from remotes.json: nothing to show for the moment it takes.
    return home ? <Navigate to={signInTarget(searchParams.get('redirect'), home)} replace /> : null;
  }

  const submit = form.handleSubmit(async (credentials) => {
    const failure = await signIn(credentials);
    if (failure) setSubmitError(form, failure);
  });

  return (
    <Page>
      <NarrowCard>
        <Form onSubmit={submit}>
          <SubmitError form={form} />
          <TextField
            label="Email"
            type="email"
            autoComplete="username"
            {...fieldProps(form, 'email')}
          />
          <TextField
            label="Password"
            type="password"
            autoComplete="current-password"
            {...fieldProps(form, 'password')}
          />
          <FormActions>
            <Button type="submit" disabled={busy} aria-busy={busy}>
              {busy ? 'Signing in…' : 'Sign in'}
            </Button>
            <Link to={paths.resetPassword}>Forgot your password?</Link>
          </FormActions>
        </Form>
      </NarrowCard>
    </Page>
  );
}
