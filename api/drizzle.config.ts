import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every area's tables: src/<area>/tables.ts.
  schema: './src/*/tables.ts',
  out: './drizzle',
});
