import { act, fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { themes } from './theme';
import { dismissToast, showToast, Toaster, type ToastOptions } from './toasts';

const shown: number[] = [];

function show(options: ToastOptions) {
  act(() => {
    shown.push(showToast(options));
  });
}

function wait(ms: number) {
  act(() => jest.advanceTimersByTime(ms));
}

const toast = (title: string) => screen.queryByText(title);

beforeEach(() => {
  jest.useFakeTimers();
  render(
    <ThemeProvider theme={themes.glow}>
      <Toaster />
    </ThemeProvider>,
  );
});

afterEach(() => {
  // The toast list is module state: leave it empty for the next test.
  act(() => shown.splice(0).forEach(dismissToast));
  jest.useRealTimers();
});

describe('Toaster', () => {
  it('shows a toast with its message and closes it after 5000 ms', () => {
    show({ title: 'Wallet connected', message: 'Your wallet is ready' });
    expect(toast('Wallet connected')).not.toBeNull();
    expect(toast('Your wallet is ready')).not.toBeNull();

    wait(4999);
    expect(toast('Wallet connected')).not.toBeNull();
    wait(1);
    expect(toast('Wallet connected')).toBeNull();
  });

  it('shows an error toast as an alert', () => {
    show({ title: 'Error', tone: 'error' });
    expect(screen.getByRole('alert').textContent).toContain('Error');
  });

  it('pauses the countdown while hovered and resumes it for the remaining time', () => {
    show({ title: 'Hover me' });
    wait(3000);
    fireEvent.mouseEnter(screen.getByRole('status'));
    wait(6000);
    expect(toast('Hover me')).not.toBeNull();

    fireEvent.mouseLeave(screen.getByRole('status'));
    wait(1999);
    expect(toast('Hover me')).not.toBeNull();
    wait(1);
    expect(toast('Hover me')).toBeNull();
  });

  it('closes a toast with its dismiss button', () => {
    show({ title: 'Address copied' });
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(toast('Address copied')).toBeNull();
  });

  it('respects a shorter duration', () => {
    show({ title: 'Address copied', tone: 'success', durationMs: 2000 });
    wait(1999);
    expect(toast('Address copied')).not.toBeNull();
    wait(1);
    expect(toast('Address copied')).toBeNull();
  });

  it('closes each toast on its own schedule', () => {
    show({ title: 'First' });
    wait(2000);
    show({ title: 'Second' });
    wait(3000);
    expect(toast('First')).toBeNull();
    expect(toast('Second')).not.toBeNull();
    wait(2000);
    expect(toast('Second')).toBeNull();
  });
});
