import { render, screen } from '@testing-library/react';
import { ThemeProvider } from 'styled-components';
import { themes } from '../theme';
import { Section } from './Section';

function renderSection(focusOnOpen?: boolean) {
  const section = (focus?: boolean) => (
    <ThemeProvider theme={themes.glow}>
      <button>Send</button>
      <Section id="answer" title="You are eligible" focusOnOpen={focus}>
        <p>Next: your wallet.</p>
      </Section>
    </ThemeProvider>
  );
  const view = render(section(focusOnOpen));
  return { rerender: (focus: boolean) => view.rerender(section(focus)) };
}

const heading = () => screen.getByRole('heading', { level: 2, name: 'You are eligible' });

describe('Section', () => {
  it('is a region named by its heading, holding its content', () => {
    renderSection();
    const region = screen.getByRole('region', { name: 'You are eligible' });
    expect(region.textContent).toBe('You are eligibleNext: your wallet.');
  });

  it('leaves the focus where it is unless asked', () => {
    renderSection();
    screen.getByRole('button', { name: 'Send' }).focus();
    expect(heading().getAttribute('tabindex')).toBeNull();
    expect(document.activeElement?.textContent).toBe('Send');
  });

  it('takes the focus on its heading when it appears as an answer', () => {
    renderSection(true);
    expect(document.activeElement).toBe(heading());
  });

  it('takes the focus when asked once it is on the page', () => {
    const { rerender } = renderSection(false);
    screen.getByRole('button', { name: 'Send' }).focus();
    rerender(true);
    expect(document.activeElement).toBe(heading());
  });
});
