import {
  errorMessageOf,
  selectUser,
  useAppDispatch,
  useAppSelector,
  useBreadcrumb,
  userVerified,
  type User,
} from '@glow/shared-api';
import {
  Alert,
  Badge,
  Button,
  FieldPair,
  Form,
  FormActions,
  NarrowCard,
  Page,
  showToast,
  TextField,
} from '@glow/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useUpdateProfileMutation } from '../session/sessionApi';

// The API's NameSchema bound.
const NAME_MAX_LENGTH = 100;

const Details = styled.dl`
  display: grid;
  grid-template-columns: max-content minmax(0, 1fr);
  gap: 0.5rem 1.25rem;
  margin: 0 0 1.5rem;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

const RoleName = styled(Badge)`
  text-transform: capitalize;
`;

function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateProfile, { isLoading }] = useUpdateProfileMutation();
  const [firstName, setFirstName] = useState(user.firstName ?? '');
  const [lastName, setLastName] = useState(user.lastName ?? '');
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    try {
      const answer = await updateProfile({
        firstName: firstName.trim(),
        lastName: lastName.trim(),
      }).unwrap();
      dispatch(userVerified(answer.userInfo));
      showToast({ title: answer.message, tone: 'success' });
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }

  return (
    <Form onSubmit={submit}>
      {error && (
        <Alert tone="danger">
          <p>{error}</p>
        </Alert>
      )}
      <FieldPair>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          value={firstName}
          onChange={(event) => setFirstName(event.target.value)}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          value={lastName}
          onChange={(event) => setLastName(event.target.value)}
        />
      </FieldPair>
      <FormActions>
        <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
          {isLoading ? 'Saving…' : 'Save'}
        </Button>
      </FormActions>
    </Form>
  );
}

/** The signed-in user's email and role, and a form to change their name. */
export function ProfilePage() {
  useBreadcrumb('Profile', '/profile');
  const user = useAppSelector(selectUser);
  // The frame lets only signed-in users in; this covers the moment of signing out.
  if (!user) return null;
  return (
    <Page title="Profile" description="Your name and email as Glow shows them.">
      <NarrowCard>
        <Details>
          <dt>Email</dt>
          <dd>{user.email}</dd>
          <dt>Role</dt>
          <dd>
            <RoleName $tone="info">{user.role}</RoleName>
          </dd>
        </Details>
        <ProfileForm user={user} />
      </NarrowCard>
    </Page>
  );
}
