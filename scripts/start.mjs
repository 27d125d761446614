// `npm start`: installs pnpm if missing, installs, builds every package for production and serves
// the system: the shell at http://localhost:8080, the remotes from a CDN-like origin on 8081.
import { installDependencies, run } from './lib/run.mjs';

installDependencies();
run('node', ['scripts/build.mjs', '--no-install']);
run('node', ['scripts/serve.mjs', ...process.argv.slice(2)]);
