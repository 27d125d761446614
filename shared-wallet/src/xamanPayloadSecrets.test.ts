import { keepXamanSecret, xamanSecretOf } from './xamanPayloadSecrets';

const UUID = '0b1c2d3e-4f50-4617-8293-a4b5c6d7e8f9';
const OTHER = '1c2d3e4f-5061-4728-93a4-b5c6d7e8f90a';
const SECRET = 'S'.repeat(43);
const HOUR = 60 * 60_000;

beforeEach(() => localStorage.clear());

it('answers the secret of a payload kept in this browser, and nothing for another', () => {
  keepXamanSecret(localStorage, UUID, SECRET);
  expect(xamanSecretOf(localStorage, UUID)).toBe(SECRET);
  expect(xamanSecretOf(localStorage, OTHER)).toBeNull();
});

it('keeps several payloads, and forgets each an hour after it was kept', () => {
  const start = Date.now();
  keepXamanSecret(localStorage, UUID, SECRET, start);
  keepXamanSecret(localStorage, OTHER, 'T'.repeat(43), start + HOUR / 2);
  expect(xamanSecretOf(localStorage, UUID, start + HOUR - 1)).toBe(SECRET);
  expect(xamanSecretOf(localStorage, UUID, start + HOUR)).toBeNull();
  expect(xamanSecretOf(localStorage, OTHER, start + HOUR)).toBe('T'.repeat(43));
  // Writing drops what is too old.
  keepXamanSecret(localStorage, '2d3e4f50-6172-4839-a4b5-c6d7e8f90a1b', SECRET, start + HOUR);
  expect(
    Object.keys(JSON.parse(localStorage.getItem('glow-xaman-payload-secrets')!)),
  ).not.toContain(UUID);
});

it('reads unreadable storage as empty, and works without storage', () => {
  localStorage.setItem('glow-xaman-payload-secrets', '{not json');
  expect(xamanSecretOf(localStorage, UUID)).toBeNull();
  localStorage.setItem('glow-xaman-payload-secrets', JSON.stringify({ [UUID]: { secret: 7 } }));
  expect(xamanSecretOf(localStorage, UUID)).toBeNull();
  keepXamanSecret(null, UUID, SECRET);
  expect(xamanSecretOf(null, UUID)).toBeNull();
});
