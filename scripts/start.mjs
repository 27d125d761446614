// `npm start`: installs pnpm if missing, installs, builds every package for production and runs
// the system with demo data: the shell at http://localhost:8080 (with /api), the remotes from a
// CDN-like origin on 8081, the API, its database and the simulators.
import { installDependencies, run } from './lib/run.mjs';

installDependencies();
run('node', ['scripts/build.mjs', '--no-install']);
run('node', ['scripts/run-system.mjs', ...process.argv.slice(2)]);
