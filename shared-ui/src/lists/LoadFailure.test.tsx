import type { GlowApiError } from '@glow/shared-api';
import { fireEvent, render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../theme';
import { LoadFailure } from './LoadFailure';

const failure = (status: number, message: string): GlowApiError => ({ status, message });

function renderFailure(error: unknown) {
  const onRetry = jest.fn();
  render(
    <ThemeProvider theme={themes.glow}>
      <LoadFailure error={error} onRetry={onRetry} />
    </ThemeProvider>,
  );
  return onRetry;
}

describe('LoadFailure', () => {
  it('says a refusal in its state as a sentence, without a retry that would get it again', () => {
    renderFailure(
      failure(409, 'wrong status: Wave 1 is in its voting period; nothing is assessed yet'),
    );
    expect(screen.getByRole('status').textContent).toBe(
      'Wave 1 is in its voting period; nothing is assessed yet.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('shows another refusal as an error, also without a retry', () => {
    renderFailure(failure(403, 'Unauthorized: you are not authorized to perform this action'));
    expect(screen.getByRole('alert').textContent).toBe(
      'Unauthorized: you are not authorized to perform this action.',
    );
    expect(screen.queryByRole('button')).toBeNull();
  });

  it.each([
    [0, 'The API could not be reached'],
    [429, 'Too many requests, please try again in 3 minutes'],
    [503, 'The database cannot be reached'],
  ])('offers to try again after a %s, when it may help', (status, message) => {
    const onRetry = renderFailure(failure(status, message));
    expect(screen.getByRole('alert').textContent).toContain(message);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
