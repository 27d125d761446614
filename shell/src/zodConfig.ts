declare global {
  // zod's configuration, shared by every copy of zod on the page (the shell's, each remote's).
  var __zod_globalConfig: { jitless?: boolean } | undefined;
}

/**
 * zod compiles fast object parsers with `new Function` where it may, and finds out with a caught
 * `new Function('')` when the first object schema is made. The page's Content-Security-Policy (no
 * 'unsafe-eval') refuses both, and the browser reports the refused probe as a violation on every
 * page with a form. With `jitless` zod skips probe and compiler (parsing is the same, without the
 * compiled shortcut).
 *
 * Set where zod keeps it (zod's `config()` reads and writes this object) rather than through
 * `config()`: importing zod here would put about 4 KB gzip of it into the first load, which needs
 * no zod. Called before any schema exists; `zodConfig.test.ts` checks that zod still reads it.
 */
export function configureZod() {
  globalThis.__zod_globalConfig = { ...globalThis.__zod_globalConfig, jitless: true };
}
