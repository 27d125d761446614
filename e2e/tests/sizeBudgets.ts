import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

// size-budgets.json at the root: one budget in gzip bytes per figure that
// sizeBudgets.spec.ts measures. Raising one is a reviewed change of that file.

const BUDGETS_FILE = path.join(__dirname, '..', '..', 'size-budgets.json');
export const BUDGETS_FILE_NAME = path.basename(BUDGETS_FILE);
/** Budgets written by `size-budgets:update`: the figures plus 3%, rounded up to 100 bytes. */
const MARGIN = 1.03;

export type Budgets = Record<string, number>;

export interface Figure {
  name: string;
  /** The sum of the gzip sizes of its scripts. */
  gzip: number;
  scripts: { url: string; gzip: number }[];
}

export function readBudgets(): Budgets {
  if (!existsSync(BUDGETS_FILE)) {
    throw new Error(
      `${BUDGETS_FILE_NAME} is missing: pnpm --filter @glow/e2e size-budgets:update writes it`,
    );
  }
  const budgets: unknown = JSON.parse(readFileSync(BUDGETS_FILE, 'utf8'));
  if (typeof budgets !== 'object' || budgets === null || Array.isArray(budgets)) {
    throw new Error(
      `${BUDGETS_FILE_NAME} must be an object of figure names and budgets in gzip bytes`,
    );
  }
  for (const [name, budget] of Object.entries(budgets)) {
    if (!Number.isInteger(budget) || budget <= 0) {
      throw new Error(
        `${BUDGETS_FILE_NAME}: the budget of "${name}" must be a positive whole number of bytes`,
      );
    }
  }
  return budgets as Budgets;
}

export function writeBudgets(figures: Figure[]) {
  const budgets = Object.fromEntries(
    figures.map(({ name, gzip }) => [name, Math.ceil((gzip * MARGIN) / 100) * 100]),
  );
  writeFileSync(BUDGETS_FILE, `${JSON.stringify(budgets, null, 2)}\n`);
}

const bytes = (n: number) => n.toLocaleString('en-US');

/** Every figure against its budget, and the files of those over it. */
export function report(figures: Figure[], budgets: Budgets): string {
  const width = Math.max(...figures.map(({ name }) => name.length));
  const lines = [`JS in gzip bytes (zlib level 9, each file) against ${BUDGETS_FILE_NAME}:`];
  for (const { name, gzip } of figures) {
    const budget = budgets[name];
    const verdict =
      budget === undefined ? 'no budget' : gzip > budget ? `OVER by ${bytes(gzip - budget)}` : 'ok';
    const limit = budget === undefined ? '-' : bytes(budget);
    lines.push(
      `  ${name.padEnd(width)}  ${bytes(gzip).padStart(9)} / ${limit.padStart(9)}  ${verdict}`,
    );
  }
  for (const { name, scripts } of overBudget(figures, budgets)) {
    lines.push(`${name}:`);
    const largestFirst = [...scripts].sort((a, b) => b.gzip - a.gzip);
    for (const { url, gzip } of largestFirst) {
      lines.push(`  ${new URL(url).pathname}  ${bytes(gzip)}`);
    }
  }
  return lines.join('\n');
}

/** The figures over their budget or with none. */
export function overBudget(figures: Figure[], budgets: Budgets): Figure[] {
  return figures.filter(({ name, gzip }) => {
    const budget = budgets[name];
    return budget === undefined || gzip > budget;
  });
}
