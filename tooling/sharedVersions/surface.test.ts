// The surface the checker computes: each export's kind and a signature that names no file and
// does not depend on the order the checker met the types in.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { canonicalTypeText, MAX_SIGNATURE_LENGTH, recordedSignature } from './signatureText.cjs';
import { computeSurfaces } from './surface.cjs';

let root: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'glow-surface-'));
  mkdirSync(join(root, 'src'));
  writeFileSync(
    join(root, 'src', 'tones.ts'),
    "export type Tone = 'neutral' | 'bad' | 'good';\nexport interface ToastOptions { title: string; tone?: Tone }\n",
  );
  writeFileSync(
    join(root, 'src', 'index.ts'),
    [
      "import type { ToastOptions } from './tones';",
      "export * from './tones';",
      'export function showToast(options: ToastOptions): number { return options.title.length; }',
      'export class Toaster { private count = 0; constructor(public readonly limit: number) {} show(): void { this.count += 1; } }',
      "export const LEVELS = ['debug', 'info'] as const;",
      '',
    ].join('\n'),
  );
});

afterAll(() => {
  rmSync(root, { recursive: true, force: true });
});

test('each export has its kind and a signature without file paths or private members', () => {
  const [surface] = computeSurfaces([
    {
      dir: root,
      name: '@fixture/ui',
      version: '1.0.0',
      entryPoints: { '.': join(root, 'src', 'index.ts') },
    },
  ]);
  expect(surface).toEqual({
    '.': {
      LEVELS: { kind: 'value', signature: 'readonly [ "debug", "info" ]' },
      showToast: { kind: 'value', signature: '(options: ToastOptions) => number' },
      ToastOptions: { kind: 'type', signature: '{ title: string; tone?: Tone | undefined; }' },
      Toaster: {
        kind: 'both',
        signature:
          'value { new (limit: number): Toaster; prototype: Toaster; }; type { limit: number; show: () => void; }',
      },
      Tone: { kind: 'type', signature: '"bad" | "good" | "neutral"' },
    },
  });
  expect(JSON.stringify(surface)).not.toContain(root);
});

test('a type text loses its file paths and orders its unions and intersections', () => {
  expect(canonicalTypeText('(a: import("/home/me/glow/src/x").X) => "b" | "a"')).toBe(
    '(a: X) => "a" | "b"',
  );
  expect(canonicalTypeText('{ b: (string & Brand) | null; }')).toBe(
    '{ b: (Brand & string) | null; }',
  );
});

test('a text too long to review is recorded as its hash, the same for the same text', () => {
  const long = `{ ${'field: string; '.repeat(MAX_SIGNATURE_LENGTH / 10)}}`;
  expect(recordedSignature(long)).toMatch(/^sha256:[0-9a-f]{16}$/);
  expect(recordedSignature(long)).toBe(recordedSignature(long));
  expect(recordedSignature(`${long} `)).not.toBe(recordedSignature(long));
  expect(recordedSignature('string')).toBe('string');
});
