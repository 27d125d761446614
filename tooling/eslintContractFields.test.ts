// The rule of eslint.config.mjs that makes every string of the contract with contract/src/fields.ts
// (so every one refuses a NUL character), run through ESLint's Node API on snippets placed at
// chosen paths: a bare z.string() or z.url() in the contract is reported, the helpers are not.
import { ESLint } from 'eslint';
import { join } from 'node:path';

const ROOT = join(__dirname, '..');
const RULE = 'no-restricted-syntax';
const MESSAGE = 'Make strings of the contract with text() or webUrl()';

const eslint = new ESLint({ cwd: ROOT });

async function problems(file: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  if (!result) throw new Error(`ESLint returned no result for ${file}`);
  const broken = result.messages.filter((m) => m.ruleId === null);
  if (broken.length > 0) throw new Error(`${file}: ${broken.map((m) => m.message).join('; ')}`);
  return result.messages
    .filter((m) => m.ruleId === RULE)
    .map((m) => ({ rule: m.ruleId, message: m.message }));
}

const ZOD = "import { z } from 'zod';\n";
const HELPERS = "import { text, webUrl } from './fields';\n";

// [file, code]
const FORBIDDEN: [string, string][] = [
  ['contract/src/probe.ts', `${ZOD}export const Name = z.string();\n`],
  ['contract/src/probe.ts', `${ZOD}export const Name = z.string({ error: 'name' }).max(3);\n`],
  ['contract/src/probe.ts', `${ZOD}export const Site = z.url();\n`],
  ['contract/src/domain/probe.ts', `${ZOD}export const Body = z.object({ a: z.string() });\n`],
];

const ALLOWED: [string, string][] = [
  ['contract/src/probe.ts', `${ZOD}${HELPERS}export const S = z.object({ a: text('a') });\n`],
  ['contract/src/probe.ts', `${HELPERS}export const Site = webUrl('website');\n`],
  ['contract/src/probe.ts', `${ZOD}export const Email = z.email();\n`],
  // The helpers themselves, and remotes.json (a file of the deploy, never in the database).
  ['contract/src/fields.ts', `${ZOD}export const S = z.string();\n`],
  ['contract/src/remotesJson.ts', `${ZOD}export const S = z.string();\n`],
  // Outside the contract.
  ['api/src/probe.ts', `${ZOD}export const S = z.string();\n`],
];

describe.each(FORBIDDEN)('%s: %s', (file, code) => {
  it(`is reported by ${RULE}`, async () => {
    expect(await problems(file, code)).toEqual([
      { rule: RULE, message: expect.stringContaining(MESSAGE) },
    ]);
  });
});

describe.each(ALLOWED)('%s: %s', (file, code) => {
  it('is allowed', async () => {
    expect(await problems(file, code)).toEqual([]);
  });
});
