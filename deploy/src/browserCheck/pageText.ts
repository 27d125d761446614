// Text a checked page gave (a console message, an error, what it shows) as the check prints it:
// the page may show what any user wrote, so it must not steer the terminal or the CI log that
// prints it (escape sequences, a carriage return, text turned right to left), nor flood it.

const LONGEST = 300;
// Control characters, and the marks that reorder the text around them.
const UNPRINTABLE = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/** The first line of `text`, each unprintable character shown as �, at most 300 characters. */
export function pageText(text: string): string {
  const line = (text.split('\n')[0] ?? '').replace(UNPRINTABLE, '\ufffd');
  return line.length > LONGEST ? `${line.slice(0, LONGEST)}…` : line;
}
