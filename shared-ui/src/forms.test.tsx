import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useForm, type Resolver, type ResolverResult } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { fieldProps, Form, setSubmitError, SubmitError, TextAreaField, TextField } from './forms';
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

interface Amounts {
  amounts: { small: number };
  note: string;
}

// A number field and a text area; the messages name the field by its path, as the contract's do.
const amountsResolver: Resolver<Amounts> = async (values): Promise<ResolverResult<Amounts>> =>
  Number.isInteger(values.amounts.small) && values.amounts.small >= 1
    ? { values, errors: {} }
    : {
        values: {},
        errors: {
          amounts: { small: { type: 'too_small', message: 'amounts.small must be at least 1' } },
          note: { type: 'too_small', message: 'note is required' },
        },
      };

const sendAmounts = jest.fn<void, [Amounts]>();

function AmountsForm() {
  const form = useForm<Amounts>({
    resolver: amountsResolver,
    defaultValues: { amounts: { small: 50 }, note: '' },
  });
  return (
    <ThemeProvider theme={themes.glow}>
      <Form onSubmit={form.handleSubmit(sendAmounts)}>
        <TextField
          type="number"
          {...fieldProps(form, 'amounts.small', { label: 'Small', valueAsNumber: true })}
        />
        <TextAreaField {...fieldProps(form, 'note', { label: 'Note' })} />
        <button type="submit">Save</button>
      </Form>
    </ThemeProvider>
  );
}

describe('fieldProps with a label', () => {
  beforeEach(() => {
    cleanup();
    sendAmounts.mockReset();
    render(<AmountsForm />);
  });

  it('labels the control, and names the field by its label in the message', async () => {
    fireEvent.change(screen.getByLabelText('Small'), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Small must be at least 1')).toBeTruthy();
    expect(screen.getByText('Note is required')).toBeTruthy();
    expect(screen.getByLabelText('Note').tagName).toBe('TEXTAREA');
    expect(screen.getByLabelText('Note').getAttribute('aria-invalid')).toBe('true');
  });

  it('passes the register options on: a number field gives a number', async () => {
    fireEvent.change(screen.getByLabelText('Small'), { target: { value: '75' } });
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'ok' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(sendAmounts).toHaveBeenCalled());
    expect(sendAmounts.mock.calls[0]?.[0]).toEqual({ amounts: { small: 75 }, note: 'ok' });
  });
});
