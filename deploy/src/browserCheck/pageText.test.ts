// What a checked page says reaches the deploy's output as one plain line.
import { pageText } from './pageText';

it('keeps the first line of what the page said', () => {
  expect(pageText('TypeError: x is undefined\n    at render (remoteEntry.js:1:2)')).toBe(
    'TypeError: x is undefined',
  );
});

it('shows escape sequences, carriage returns and reordering marks as � rather than obey them', () => {
  expect(pageText('\u001b[2K\r::error::the check passed')).toBe(
    '\ufffd[2K\ufffd::error::the check passed',
  );
  expect(pageText('name \u202egnp.exe')).toBe('name \ufffdgnp.exe');
});

it('cuts a long line', () => {
  expect(pageText('x'.repeat(1000))).toBe(`${'x'.repeat(300)}…`);
});
