import type { GlowApiError } from '@glow/shared-api';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { Resolver, ResolverResult } from 'react-hook-form';
import { ThemeProvider } from 'styled-components';
import { themes } from '../theme';
import { ReasonDialog, type ReasonRequest } from './ReasonDialog';

// What zodResolver does with a request schema of one required reason, without zod.
const resolver: Resolver<ReasonRequest> = async (values): Promise<ResolverResult<ReasonRequest>> =>
  values.reason.trim()
    ? { values, errors: {} }
    : { values: {}, errors: { reason: { type: 'too_small', message: 'reason is required' } } };

const onConfirm = jest.fn<Promise<void>, [ReasonRequest]>();

function Example() {
  const [open, setOpen] = useState(true);
  if (!open) return <p>Closed</p>;
  return (
    <ThemeProvider theme={themes.glow}>
      <ReasonDialog
        title="Return it?"
        resolver={resolver}
        hint={(count) => `What to change; ${count}`}
        maxLength={2000}
        confirmLabel="Return"
        busyLabel="Returning…"
        onConfirm={onConfirm}
        onClose={() => setOpen(false)}
      >
        <p>They are emailed your reason.</p>
      </ReasonDialog>
    </ThemeProvider>
  );
}

const dialog = () => screen.getByRole('dialog', { name: 'Return it?' });
const reason = () => within(dialog()).getByLabelText('Reason') as HTMLTextAreaElement;
const confirm = () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Return' }));

beforeEach(() => onConfirm.mockReset());

describe('ReasonDialog', () => {
  it('says what the action does and counts the reason as it is typed', () => {
    render(<Example />);
    expect(within(dialog()).getByText('They are emailed your reason.')).toBeTruthy();
    expect(screen.getByText('What to change; 0 of 2,000 characters')).toBeTruthy();
    expect(reason().maxLength).toBe(2000);
    fireEvent.change(reason(), { target: { value: 'Your address' } });
    expect(screen.getByText('What to change; 12 of 2,000 characters')).toBeTruthy();
  });

  it('sends nothing without a reason, and says so under the field', async () => {
    render(<Example />);
    confirm();
    await waitFor(() => expect(reason().getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText('Reason is required')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('sends the reason, shows the action under way, then closes', async () => {
    let done: () => void = () => {};
    onConfirm.mockReturnValue(new Promise<void>((resolve) => (done = resolve)));
    render(<Example />);
    fireEvent.change(reason(), { target: { value: 'Your address' } });
    confirm();
    const busy = await within(dialog()).findByRole('button', { name: 'Returning…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(onConfirm).toHaveBeenCalledWith({ reason: 'Your address' });
    await act(async () => done());
    expect(screen.getByText('Closed')).toBeTruthy();
  });

  it("shows the API's refusal under the reason it names, and stays open", async () => {
    const refusal: GlowApiError = {
      status: 400,
      message: 'reason must be at most 2000 characters',
      fields: ['reason'],
    };
    onConfirm.mockRejectedValue(refusal);
    render(<Example />);
    fireEvent.change(reason(), { target: { value: 'Your address' } });
    confirm();
    expect(
      await within(dialog()).findByText('Reason must be at most 2000 characters'),
    ).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBe('true');
  });

  it('shows a refusal about no field above the form', async () => {
    onConfirm.mockRejectedValue({ status: 409, message: 'The application was submitted again' });
    render(<Example />);
    fireEvent.change(reason(), { target: { value: 'Your address' } });
    confirm();
    expect(await within(dialog()).findByText('The application was submitted again')).toBeTruthy();
    expect(reason().getAttribute('aria-invalid')).toBeNull();
  });

  it('closes on Cancel without sending', () => {
    render(<Example />);
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Closed')).toBeTruthy();
    expect(onConfirm).not.toHaveBeenCalled();
  });
});
