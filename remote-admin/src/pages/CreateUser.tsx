import { errorMessageOf, isRole, useBreadcrumb, type Role } from '@glow/shared-api';
import {
  Alert,
  Button,
  ButtonLink,
  Card,
  FieldPair,
  Form,
  FormActions,
  Page,
  Row,
  SelectField,
  showToast,
  TextField,
  useNavigate,
} from '@glow/shared-ui';
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useCreateUserMutation } from '../api';
import { ROLE_OPTIONS } from '../components/roles';

// The API's NameSchema bound.
const NAME_MAX_LENGTH = 100;

const FormCard = styled(Card)`
  max-width: 40rem;
`;

interface FieldErrors {
  email?: string;
  role?: string;
}

function checkFields(email: string, role: Role | ''): FieldErrors {
  const errors: FieldErrors = {};
  if (!email) errors.email = 'Enter the email the invitation goes to';
  else if (!/^[^\s@]+@[^\s@]+$/.test(email))
    errors.email = 'Enter an email address such as name@example.org';
  if (!role) errors.role = 'Choose the role of the user';
  return errors;
}

/** Invites a user: the API creates them with a role and emails a link to set a password. */
export default function CreateUser() {
  useBreadcrumb('Create user', '/admin/users/create');
  const navigate = useNavigate();
  const [createUser, { isLoading }] = useCreateUserMutation();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<Role | ''>('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setError(null);
    const trimmedEmail = email.trim();
    const errors = checkFields(trimmedEmail, role);
    setFieldErrors(errors);
    if (errors.email || errors.role || !role) return;
    try {
      const answer = await createUser({
        email: trimmedEmail,
        role,
        firstName: firstName.trim() || undefined,
        lastName: lastName.trim() || undefined,
      }).unwrap();
      showToast({ title: answer.message, message: answer.user.email, tone: 'success' });
      navigate('/admin/users');
    } catch (failure) {
      setError(errorMessageOf(failure));
    }
  }

  return (
    <Page title="Create user" description="Invite an admin, scout, judge or contributor by email.">
      <FormCard>
        <Form onSubmit={submit}>
          {error && (
            <Alert tone="danger">
              <p>{error}</p>
            </Alert>
          )}
          <TextField
            label="Email"
            type="email"
            autoComplete="off"
            hint="The invitation to set a password is sent here."
            error={fieldErrors.email}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <SelectField
            label="Role"
            error={fieldErrors.role}
            value={role}
            onChange={(event) => setRole(isRole(event.target.value) ? event.target.value : '')}
          >
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
              value={firstName}
              onChange={(event) => setFirstName(event.target.value)}
            />
            <TextField
              label="Last name"
              hint="Optional"
              maxLength={NAME_MAX_LENGTH}
              value={lastName}
              onChange={(event) => setLastName(event.target.value)}
            />
          </FieldPair>
          <FormActions>
            <Row>
              <Button type="submit" disabled={isLoading} aria-busy={isLoading}>
                {isLoading ? 'Creating…' : 'Create user'}
              </Button>
              <ButtonLink to="/admin/users" $variant="ghost">
                Cancel
              </ButtonLink>
            </Row>
          </FormActions>
        </Form>
      </FormCard>
    </Page>
  );
}
