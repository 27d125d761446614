import { SendContactMessageRequestSchema, type SendContactMessageRequest } from '@glow/contract';
import { CONTACT_TOPIC_NAMES, CONTACT_TOPICS } from '@glow/contract/domain/help';
import { CONTACT_MESSAGE_MAX_LENGTH, CONTACT_MESSAGE_MIN_LENGTH } from '@glow/contract/limits';
import { errorMessageOf, selectUser, useAppSelector } from '@glow/shared-api';
import {
  Alert,
  Button,
  Card,
  fieldProps,
  Form,
  FormActions,
  Link,
  Muted,
  Page,
  SelectField,
  setSubmitError,
  Stack,
  SubmitError,
  TextAreaField,
  TextField,
} from '@glow/shared-ui';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import styled from 'styled-components';
import { config } from '../config';
import { paths } from '../paths';
import { useSendContactMessageMutation } from './contactApi';

const Narrow = styled(Card)`
  max-width: 40rem;
`;

const resolver = zodResolver(SendContactMessageRequestSchema);

/** "Ada Lovelace" from a signed-in user's names, or nothing. */
function fullName(user: { firstName?: string | null; lastName?: string | null } | null): string {
  return [user?.firstName, user?.lastName].filter(Boolean).join(' ');
}

/**
 * Help: where the answers are (the programme guide, the documentation) and a contact form whose
 * message reaches the programme team by email, with a copy to the sender. A signed-in user's
 * name and email are filled in.
 */
export function ContactPage() {
  const user = useAppSelector(selectUser);
  const [send] = useSendContactMessageMutation();
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useForm<SendContactMessageRequest>({
    resolver,
    defaultValues: {
      name: fullName(user),
      email: user?.email ?? '',
      topic: '' as SendContactMessageRequest['topic'],
      message: '',
    },
  });
  const busy = form.formState.isSubmitting;

  const submit = form.handleSubmit(async (request) => {
    try {
      setAnswer((await send(request).unwrap()).message);
    } catch (failure) {
      setSubmitError(form, errorMessageOf(failure));
    }
  });

  return (
    <Page>
      <Stack>
        <Muted>
          Most questions are answered in the <Link to={paths.guide}>programme guide</Link>: how
          voting works, how grants are sized and paid, and where the results are. The{' '}
          <a href={config.docsUrl} target="_blank" rel="noreferrer">
            documentation
          </a>{' '}
          goes into the details.
        </Muted>
        <Narrow aria-label="Write to the programme team">
          {answer ? (
            <Alert tone="success">
              <p>{answer}</p>
              <p>We answer by email. Check your spam folder if the copy does not arrive.</p>
            </Alert>
          ) : (
            <Form onSubmit={submit}>
              <Muted>
                Write to the programme team. We answer by email, and send you a copy of your
                message.
              </Muted>
              <SubmitError form={form} />
              <TextField label="Name" autoComplete="name" {...fieldProps(form, 'name')} />
              <TextField
                label="Email"
                type="email"
                autoComplete="email"
                {...fieldProps(form, 'email')}
              />
              <SelectField label="Topic" {...fieldProps(form, 'topic')}>
                <option value="">Choose a topic</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {CONTACT_TOPIC_NAMES[topic]}
                  </option>
                ))}
              </SelectField>
              <TextAreaField
                label="Message"
                rows={7}
                maxLength={CONTACT_MESSAGE_MAX_LENGTH}
                hint={`${CONTACT_MESSAGE_MIN_LENGTH} to ${CONTACT_MESSAGE_MAX_LENGTH.toLocaleString()} characters.`}
                {...fieldProps(form, 'message')}
              />
              <FormActions>
                <Button type="submit" disabled={busy} aria-busy={busy}>
                  {busy ? 'Sending…' : 'Send message'}
                </Button>
              </FormActions>
            </Form>
          )}
        </Narrow>
      </Stack>
    </Page>
  );
}
