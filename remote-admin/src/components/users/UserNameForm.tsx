import { UpdateUserRequestSchema, type UserDetail } from '@glow/contract';
import { NAME_MAX_LENGTH } from '@glow/contract/limits';
import { errorMessageOf } from '@glow/shared-api';
import {
  Button,
  FieldPair,
  fieldProps,
  Form,
  FormActions,
  setSubmitError,
  showToast,
  SubmitError,
  TextField,
} from '@glow/shared-ui';
import { Section } from '@glow/shared-ui/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useUpdateUserMutation } from '../../usersApi';

/** The person's first and last name, as the app shows them everywhere. */
export function UserNameForm({ user }: { user: UserDetail }) {
  const [updateUser] = useUpdateUserMutation();
  const form = useForm({
    resolver: zodResolver(UpdateUserRequestSchema),
    defaultValues: { firstName: user.firstName ?? '', lastName: user.lastName ?? '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (names) => {
    try {
      const answer = await updateUser({ id: user.id, ...names }).unwrap();
      showToast({ title: answer.message, message: user.email, tone: 'success' });
      form.reset(names);
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Section id="user-name" title="Name">
      <Form onSubmit={submit}>
        <SubmitError form={form} />
        <FieldPair>
          <TextField
            label="First name"
            maxLength={NAME_MAX_LENGTH}
            {...fieldProps(form, 'firstName')}
          />
          <TextField
            label="Last name"
            maxLength={NAME_MAX_LENGTH}
            {...fieldProps(form, 'lastName')}
          />
        </FieldPair>
        <FormActions>
          <Button type="submit" disabled={busy} aria-busy={busy}>
            {busy ? 'Saving…' : 'Save name'}
          </Button>
        </FormActions>
      </Form>
    </Section>
  );
}
