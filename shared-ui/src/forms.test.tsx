import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { fieldProps, Form, setSubmitError, SubmitError, TextField } from './forms';
import { themes } from './theme';

interface Values {
  email: string;
}

// What zodResolver does with a schema, without zod (shared-ui never loads it).
const resolver: Resolver<Values> = async (values): Promise<ResolverResult<Values>> =>
  values.email
    ? { values, errors: {} }
    : { values: {}, errors: { email: { type: 'too_small', message: 'email is required' } } };

const send = jest.fn<Promise<string | null>, [Values]>();

function ExampleForm() {
  const form = useForm<Values>({ resolver, defaultValues: { email: '' } });
  const submit = form.handleSubmit(async (values) => {
    const failure = await send(values);
    if (failure) setSubmitError(form, failure);
  });
  return (
    <ThemeProvider theme={themes.glow}>
      <Form onSubmit={submit}>
        <SubmitError form={form}>
          <p>Try again later.</p>
        </SubmitError>
        <TextField label="Email" hint="Where we write to." {...fieldProps(form, 'email')} />
        <button type="submit">Send</button>
      </Form>
    </ThemeProvider>
  );
}

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Send' }));

beforeEach(() => {
  send.mockReset();
  render(<ExampleForm />);
});

describe('form fields', () => {
  it("show the schema's message under the field as a sentence, tied to the control", async () => {
    submit();

    const message = await screen.findByText('Email is required');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    expect(email().getAttribute('aria-describedby')?.split(' ')).toContain(message.id);
    expect(send).not.toHaveBeenCalled();
  });

  it('send what was typed once it is valid, and drop the error', async () => {
    submit();
    await screen.findByText('Email is required');
    fireEvent.change(email(), { target: { value: 'ada@example.org' } });
    send.mockResolvedValue(null);
    submit();

    await waitFor(() => expect(send).toHaveBeenCalledWith({ email: 'ada@example.org' }));
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(email().getAttribute('aria-invalid')).toBeNull();
  });
});

describe('the submit error', () => {
  it('shows why the submit failed in an alert, until the next submit', async () => {
    fireEvent.change(email(), { target: { value: 'ada@example.org' } });
    send.mockResolvedValueOnce('The server is down').mockResolvedValueOnce(null);
    submit();

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('The server is downTry again later.');

    submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
  });
});
