import { UpdateProfileRequestSchema } from '@glow/contract';
import { NAME_MAX_LENGTH } from '@glow/contract/limits';
import {
  errorMessageOf,
  selectUser,
  useAppDispatch,
  useAppSelector,
  userVerified,
  type User,
} from '@glow/shared-api';
import {
  Badge,
  Button,
  FieldPair,
  fieldProps,
  Form,
  FormActions,
  NarrowCard,
  Page,
  setSubmitError,
  showToast,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useUpdateProfileMutation } from '../session/sessionApi';
import { ChangePasswordForm } from './profile/ChangePasswordForm';
import { SignOutEverywhere } from './profile/SignOutEverywhere';

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

const Cards = styled.div`
  display: grid;
  gap: 1.25rem;
`;

const CardTitle = styled.h2`
  margin: 0 0 1rem;
  font-size: 1.2rem;
`;

const RoleName = styled(Badge)`
  text-transform: capitalize;
`;

function ProfileForm({ user }: { user: User }) {
  const dispatch = useAppDispatch();
  const [updateProfile] = useUpdateProfileMutation();
  const form = useForm({
    resolver: zodResolver(UpdateProfileRequestSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (names) => {
    try {
      const answer = await updateProfile(names).unwrap();
      dispatch(userVerified(answer.userInfo));
      showToast({ title: answer.message, tone: 'success' });
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Form onSubmit={submit}>
      <SubmitError form={form} />
      <FieldPair>
        <TextField
          label="First name"
          autoComplete="given-name"
          maxLength={NAME_MAX_LENGTH}
          {...fieldProps(form, 'firstName')}
        />
        <TextField
          label="Last name"
          autoComplete="family-name"
          maxLength={NAME_MAX_LENGTH}
          {...fieldProps(form, 'lastName')}
        />
      </FieldPair>
      <FormActions>
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {busy ? 'Saving…' : 'Save'}
        </Button>
      </FormActions>
    </Form>
  );
}

/**
 * The signed-in user's email and role, and forms to change their name and password; and a way to
 * end every session of their account.
 */
export function ProfilePage() {
  const user = useAppSelector(selectUser);
  // The frame lets only signed-in users in; this covers the moment of signing out.
  if (!user) return null;
  return (
    <Page>
      <Cards>
        <NarrowCard aria-labelledby="profile-details">
          <CardTitle id="profile-details">Details</CardTitle>
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
        <NarrowCard aria-labelledby="profile-password">
          <CardTitle id="profile-password">Password</CardTitle>
          <ChangePasswordForm />
        </NarrowCard>
        <NarrowCard aria-labelledby="profile-sessions">
          <CardTitle id="profile-sessions">Sessions</CardTitle>
          <SignOutEverywhere />
        </NarrowCard>
      </Cards>
    </Page>
  );
}
