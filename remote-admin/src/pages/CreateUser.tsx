import { CreateUserRequestSchema } from '@glow/contract';
import { NAME_MAX_LENGTH } from '@glow/contract/limits';
import { errorMessageOf } from '@glow/shared-api';
import {
  Button,
  ButtonLink,
  Card,
  FieldPair,
  fieldProps,
  Form,
  FormActions,
  Page,
  Row,
  SelectField,
  setSubmitError,
  showToast,
  SubmitError,
  TextField,
  useNavigate,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { useCreateUserMutation } from '../usersApi';
import { ROLE_OPTIONS } from '../components/users/roles';
import { paths } from '../paths';

const FormCard = styled(Card)`
  max-width: 40rem;
`;

/** Invites a user: the API creates them with a role and emails a link to set a password. */
export default function CreateUser() {
  const navigate = useNavigate();
  const [createUser] = useCreateUserMutation();
  const form = useForm({
    resolver: zodResolver(CreateUserRequestSchema),
    defaultValues: { email: '', firstName: '', lastName: '' },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (user) => {
    try {
      const answer = await createUser(user).unwrap();
      showToast({ title: answer.message, message: answer.user.email, tone: 'success' });
      navigate(paths.users);
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Page>
      <FormCard>
        <Form onSubmit={submit}>
          <SubmitError form={form} />
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            hint="The invitation to set a password is sent here."
            {...fieldProps(form, 'email')}
          />
          <SelectField label="Role" {...fieldProps(form, 'role')}>
            <option value="">Choose a role</option>
            {ROLE_OPTIONS.map(({ value, label }) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
          <FieldPair>
            <TextField
              label="First name"
              hint="Optional"
              maxLength={NAME_MAX_LENGTH}
              {...fieldProps(form, 'firstName')}
            />
            <TextField
              label="Last name"
              hint="Optional"
              maxLength={NAME_MAX_LENGTH}
              {...fieldProps(form, 'lastName')}
            />
          </FieldPair>
          <FormActions>
            <Row>
              <Button type="submit" disabled={busy} aria-busy={busy}>
                {busy ? 'Creating…' : 'Create user'}
              </Button>
              <ButtonLink to={paths.users} $variant="ghost">
                Cancel
              </ButtonLink>
            </Row>
          </FormActions>
        </Form>
      </FormCard>
    </Page>
  );
}
