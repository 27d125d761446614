// pnpm bench:web — the web app built twice from the same source (federated as shipped, and as one
// monolithic bundle), served the same way, measured in throttled headless Chromium.
//   node e2e/bench/bench.mjs [--runs 7] [--skip-build] [--waterfall] [--port-base 28080]
// Prints a table of medians, the ratios federated/monolith and the targets; writes the results to
// e2e/bench/dist/results/<time>.json and latest.json (dist/ is ignored by git, eslint and
// prettier). See e2e/bench/README.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  buildBoth,
  FEDERATED_CDN,
  FEDERATED_SHELL,
  lastBuilds,
  MONOLITH_CDN,
  MONOLITH_SHELL,
  sourceRevision,
} from './lib/builds.mjs';
import {
  describeProfile,
  launchBrowser,
  measureAreaOpen,
  measureInput,
  measureLoad,
  probePoint,
  PROFILE,
  signIn,
} from './lib/measure.mjs';
import { OUT, RESULTS, shown } from './lib/paths.mjs';
import { documentSize, measureServerRenders } from './lib/serverRender.mjs';
import {
  killServersNow,
  portFree,
  startServer,
  stopServers,
  waitForUrl,
} from './lib/processes.mjs';
import { KB, stats, summarise, table, waterfall } from './lib/report.mjs';

const PAGES = [
  { path: '/', heading: 'Welcome to Glow' },
  { path: '/vote', heading: 'Vote for Glow' },
];
/** The header's home link: the shell renders it with the first page, on every page. */
const PROBE_SELECTOR = 'a[aria-label="Glow home"]';
const AREA = {
  remote: 'glow_admin',
  path: '/admin',
  heading: 'Dashboard',
  menuEntry: 'Dashboard',
  from: PAGES[0],
};
const ADMIN = { email: 'admin@glow.local', password: 'glow-demo' };
const TARGETS = {
  jsBeforeFcpGzip: 170 * KB,
  lcpRatio: 1.1,
  lcpMs: 1000,
  areaOpenMs: 300,
  serverRenderP95Ms: 50,
  voteDocumentGzip: 30 * KB,
};
/** Renders of each public page the web origin's render time is measured over. */
const SERVER_RENDERS = 50;

const { values: options } = parseArgs({
  options: {
    runs: { type: 'string', default: '7' },
    'skip-build': { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    'port-base': { type: 'string', default: '28080' },
  },
});
const RUNS = Number(options.runs);
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs wants a whole number ≥ 1');
const BASE = Number(options['port-base']);
const PORTS = {
  shell: BASE,
  cdn: BASE + 1,
  api: BASE + 2,
  smtp: BASE + 3,
  inbox: BASE + 4,
  xaman: BASE + 5,
  xrpl: BASE + 6,
  // The servers also start a CDN mirror, the S3, GitHub and KYC stand-ins; the bench does not use
  // them, but they take ports of their own so that it runs beside `npm start`.
  cdnMirror: BASE + 7,
  s3: BASE + 8,
  github: BASE + 9,
  kyc: BASE + 13,
  monolithShell: BASE + 10,
  monolithCdn: BASE + 11,
  monolithCdnMirror: BASE + 12,
};
const BUILDS = [
  {
    key: 'federated',
    shellOrigin: `http://localhost:${PORTS.shell}`,
    cdnOrigin: `http://localhost:${PORTS.cdn}`,
  },
  {
    key: 'monolith',
    shellOrigin: `http://localhost:${PORTS.monolithShell}`,
    cdnOrigin: `http://localhost:${PORTS.monolithCdn}`,
  },
];

let browser = null;
let chromiumVersion = null;
let failure = null;
let interrupted = false;
let cleaningUp = null;

async function cleanUp() {
  cleaningUp ??= (async () => {
    await browser?.close().catch(() => undefined);
    await stopServers();
  })();
  return cleaningUp;
}
process.on('exit', killServersNow);
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (interrupted) return;
    interrupted = true;
    failure ??= new Error(`interrupted (${signal})`);
    console.error(`\n${signal}: stopping the bench's servers and browser`);
    void cleanUp().finally(() => process.exit(130));
  });
}
function serverDied(message) {
  failure ??= new Error(message);
}

async function startServers() {
  const taken = [];
  for (const port of Object.values(PORTS)) if (!(await portFree(port))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(`ports ${taken.join(', ')} are in use; pick others with --port-base`);
  }
  const logs = join(OUT, 'logs');
  mkdirSync(logs, { recursive: true });
  console.info(`Starting the API with fresh demo data and both web servers (logs: ${shown(logs)})`);
  startServer(
    'federated system',
    process.execPath,
    [
      'scripts/run-system.mjs',
      ...['--shell-port', PORTS.shell, '--cdn-port', PORTS.cdn, '--api-port', PORTS.api],
      ...['--cdn-mirror-port', PORTS.cdnMirror, '--s3-port', PORTS.s3],
      ...['--smtp-port', PORTS.smtp, '--inbox-port', PORTS.inbox],
      ...['--xaman-port', PORTS.xaman, '--xrpl-port', PORTS.xrpl],
      ...['--github-port', PORTS.github, '--kyc-port', PORTS.kyc],
      ...['--shell-dir', shown(FEDERATED_SHELL), '--cdn-dir', shown(FEDERATED_CDN)],
      ...['--data-dir', shown(join(OUT, 'data')), '--fresh-data'],
    ].map(String),
    join(logs, 'federated-system.log'),
    serverDied,
  );
  startServer(
    'monolith web server',
    process.execPath,
    [
      'web-server/bin/glow-web.mjs',
      ...['--shell-port', PORTS.monolithShell, '--cdn-port', PORTS.monolithCdn],
      ...['--cdn-mirror-port', PORTS.monolithCdnMirror],
      ...['--shell-dir', shown(MONOLITH_SHELL), '--cdn-dir', shown(MONOLITH_CDN)],
      ...['--api-url', `http://127.0.0.1:${PORTS.api}`],
    ].map(String),
    join(logs, 'monolith-serve.log'),
    serverDied,
  );
  for (const build of BUILDS) await waitForUrl(`${build.shellOrigin}/api/health`);
}

/** Runs one measurement, once more if it fails; a second failure is recorded, not fatal. */
async function attempt(label, measure) {
  for (let tries = 1; ; tries += 1) {
    if (failure) throw failure;
    try {
      return await measure();
    } catch (error) {
      if (failure) throw failure;
      console.warn(
        `  ${label}: ${error.message.split('\n')[0]}${tries < 2 ? ' (trying again)' : ''}`,
      );
      if (tries >= 2) return null;
    }
  }
}

const samples = {}; // scenario -> build -> result[]
let serverSide = null; // the web origin's render times and the /vote document's size
const seconds = {}; // scenario -> wall-clock seconds spent on it
const loadSamples = []; // the 1-minute load average after every measured load
function record(scenario, build, result) {
  samples[scenario] ??= { federated: [], monolith: [] };
  if (result) samples[scenario][build.key].push(result);
}
const values = (scenario, pick) =>
  Object.fromEntries(
    ['federated', 'monolith'].map((key) => [
      key,
      (samples[scenario]?.[key] ?? []).map(pick).filter((v) => typeof v === 'number'),
    ]),
  );

function loadRows(path) {
  const s = `load ${path}`;
  const i = `input ${path}`;
  return [
    { label: 'JS before FCP, gzip', unit: 'kb', ...values(s, (r) => r.jsBeforeFcp.gzip) },
    { label: '  from the shell origin', unit: 'kb', ...values(s, (r) => r.jsBeforeFcp.shell.gzip) },
    { label: '  from the CDN origin', unit: 'kb', ...values(s, (r) => r.jsBeforeFcp.cdn.gzip) },
    { label: 'JS before FCP, raw', unit: 'kb', ...values(s, (r) => r.jsBeforeFcp.raw) },
    { label: 'JS before FCP, wire (br)', unit: 'kb', ...values(s, (r) => r.jsBeforeFcp.wire) },
    { label: 'JS files before FCP', unit: 'count', ...values(s, (r) => r.jsBeforeFcp.count) },
    {
      label: '  from the shell origin ',
      unit: 'count',
      ...values(s, (r) => r.jsBeforeFcp.shell.count),
    },
    {
      label: '  from the CDN origin ',
      unit: 'count',
      ...values(s, (r) => r.jsBeforeFcp.cdn.count),
    },
    { label: 'FCP', unit: 'ms', ...values(s, (r) => r.fcp) },
    { label: 'LCP', unit: 'ms', ...values(s, (r) => r.lcp) },
    { label: 'h1 in the DOM', unit: 'ms', ...values(s, (r) => r.headingAt) },
    { label: 'input answered', unit: 'ms', ...values(i, (r) => r.input) },
    { label: 'JS at network idle, gzip', unit: 'kb', ...values(s, (r) => r.jsAtIdle.gzip) },
    { label: 'JS files at network idle', unit: 'count', ...values(s, (r) => r.jsAtIdle.count) },
  ];
}

function median(scenario, key, pick) {
  return stats(values(scenario, pick)[key])?.median ?? null;
}

function targets() {
  const js = median('load /', 'federated', (r) => r.jsBeforeFcp.gzip);
  const jsShell = median('load /', 'federated', (r) => r.jsBeforeFcp.shell.gzip);
  const lcpRatio = (path) => {
    const f = median(`load ${path}`, 'federated', (r) => r.lcp);
    const m = median(`load ${path}`, 'monolith', (r) => r.lcp);
    return f !== null && m ? f / m : null;
  };
  const open = median('area preload', 'federated', (r) => r.open);
  const openCold = median('area no-preload', 'federated', (r) => r.open);
  const list = [
    {
      name: `JS before first render on / (federated, gzip) ≤ ${TARGETS.jsBeforeFcpGzip / KB} KB`,
      value: js,
      shown:
        js === null
          ? 'n/a'
          : `${(js / KB).toFixed(1)} KB (all origins; from the shell origin alone ` +
            `${(jsShell / KB).toFixed(1)} KB)`,
      met: js !== null && js <= TARGETS.jsBeforeFcpGzip,
    },
    ...PAGES.map(({ path }) => {
      const lcp = median(`load ${path}`, 'federated', (r) => r.lcp);
      return {
        name: `LCP on ${path} (federated) ≤ ${TARGETS.lcpMs} ms`,
        value: lcp,
        shown: lcp === null ? 'n/a' : `${Math.round(lcp)} ms`,
        met: lcp !== null && lcp <= TARGETS.lcpMs,
      };
    }),
    ...PAGES.map(({ path }) => {
      const r = lcpRatio(path);
      return {
        name: `LCP federated/monolith on ${path} ≤ ${TARGETS.lcpRatio.toFixed(2)}`,
        value: r,
        shown: r === null ? 'n/a' : r.toFixed(2),
        met: r !== null && r <= TARGETS.lcpRatio,
      };
    }),
    ...PAGES.map(({ path }) => {
      const p95 = serverSide?.renders[path]?.p95 ?? null;
      return {
        name: `the web origin renders ${path} with its copy expired, p95 ≤ ${TARGETS.serverRenderP95Ms} ms`,
        value: p95,
        shown: p95 === null ? 'n/a' : `${p95.toFixed(1)} ms`,
        met: p95 !== null && p95 <= TARGETS.serverRenderP95Ms,
      };
    }),
    {
      name: `the document of /vote, rendered, gzip ≤ ${TARGETS.voteDocumentGzip / KB} KB`,
      value: serverSide?.voteDocument.gzip ?? null,
      shown: serverSide
        ? `${(serverSide.voteDocument.gzip / KB).toFixed(1)} KB (brotli ${(serverSide.voteDocument.brotli / KB).toFixed(1)} KB, raw ${(serverSide.voteDocument.raw / KB).toFixed(1)} KB)`
        : 'n/a',
      met:
        serverSide !== null &&
        serverSide.voteDocument.rendered &&
        serverSide.voteDocument.gzip <= TARGETS.voteDocumentGzip,
    },
    {
      name: `opening ${AREA.path} not loaded yet, as shipped (with preload) ≤ ${TARGETS.areaOpenMs} ms`,
      value: open,
      shown: open === null ? 'n/a' : `${Math.round(open)} ms`,
      met: open !== null && open <= TARGETS.areaOpenMs,
    },
    {
      name: `  (for information) the same without the preload ≤ ${TARGETS.areaOpenMs} ms`,
      value: openCold,
      shown: openCold === null ? 'n/a' : `${Math.round(openCold)} ms`,
      met: openCold !== null && openCold <= TARGETS.areaOpenMs,
      informational: true,
    },
  ];
  return list;
}

/** What each figure means, printed under the results. */
function definitions() {
  const items = [
    [
      'JS before FCP',
      'every script response (CDP resource type Script) whose Resource Timing responseEnd is at ' +
        'or before first-contentful-paint. gzip = each body gzipped here with zlib level 9 (not ' +
        "the server's brotli); raw = decoded body; wire = bytes the browser received (brotli + " +
        'headers); split by origin (shell origin / CDN origin). KB = 1024 bytes.',
    ],
    [
      'FCP, LCP',
      "'paint' and buffered 'largest-contentful-paint' PerformanceObserver entries, ms since " +
        "navigation start; LCP is the last entry, read once the page's h1 is visible and no " +
        'request has been in flight for 500 ms.',
    ],
    [
      'h1 in the DOM',
      `when the page's h1 (${PAGES.map((p) => `"${p.heading}"`).join(', ')}) was first in the ` +
        'DOM and laid out (MutationObserver), ms since navigation start.',
    ],
    [
      'input answered',
      'separate cold loads: from navigation start, a real click (CDP Input.dispatchMouseEvent) ' +
        `every 50 ms at the header's home link (${PROBE_SELECTOR}); each click waits until the ` +
        "renderer has handled it, so a busy main thread delays the next. The figure is when the app's " +
        "own handler first took a click (react-router's Link prevented the default), ms since " +
        'navigation start.',
    ],
    [
      `opening ${AREA.path}`,
      `signed in as ${ADMIN.email}: cold load of ${AREA.from.path}, settled (h1 visible, no ` +
        'request for 1 s), then a client-side navigation, timed until the h1 ' +
        `"${AREA.heading}" is in the DOM and the next animation frame starts. As shipped: open the ` +
        `header menu and click "${AREA.menuEntry}" (t0 = the click; the preload has fetched the ` +
        `remote). Without preload: every request under the CDN's /${AREA.remote}/ is held back ` +
        '(Playwright routing) until the navigation starts; the menu has no admin entry without ' +
        'the remote, so the navigation is a router POP (pushState + popstate; t0 = that call, ' +
        'which skips the click and menu handling the shipped figure includes).',
    ],
    [
      'web origin',
      "the federated build's server rendering: the shell's renderer (shell/dist/server/render.js), " +
        `loaded in the bench's process, renders each page ${SERVER_RENDERS} times after 3 unmeasured ` +
        "renders, as the web origin does when a copy is over 60 s old (the page's calls answered " +
        "by the bench's API); the document of /vote as the shell origin serves it, gzipped here " +
        '(zlib level 9) and brotli (default quality).',
    ],
    [
      'runs',
      'a new browser context per load (cold cache, new connections); federated and monolith ' +
        'alternate, the order flipping every run; one unmeasured warm-up per page and build first.',
    ],
    ['[min–max]', 'the spread of the runs; fed/mono = ratio of the medians.'],
  ];
  const width = 100;
  const indent = 21;
  const lines = ['Definitions'];
  for (const [term, text] of items) {
    let line = `  ${term}`.padEnd(indent - 1);
    for (const word of text.split(' ')) {
      if (line.length + 1 + word.length > width && line.trim() !== term) {
        lines.push(line);
        line = ' '.repeat(indent - 1);
      }
      line += ` ${word}`;
    }
    lines.push(line);
  }
  return lines.join('\n');
}

async function main() {
  const started = Date.now();
  const revision = sourceRevision();
  console.info(`pnpm bench:web — federated vs monolith, ${RUNS} cold loads per page per build`);
  console.info(`Profile: ${describeProfile()}`);
  const load = loadavg()[0];
  if (load > 0.5) {
    console.warn(
      `Warning: load average ${load.toFixed(2)} before the bench: something else is using the CPU; ` +
        'figures will be noisier (the alternation keeps the comparison fair).',
    );
  }
  const cdnOrigin = BUILDS[0].cdnOrigin;
  const buildInfo = options['skip-build'] ? lastBuilds({ cdnOrigin }) : buildBoth({ cdnOrigin });

  await startServers();
  browser = await launchBrowser();
  chromiumVersion = browser.version();
  console.info(`Chromium ${chromiumVersion} (headless)`);
  const session = await signIn(BUILDS[0].shellOrigin, ADMIN.email, ADMIN.password);

  console.info('Warm-up (not measured): each page and the admin area once per build');
  const probes = {};
  for (const build of BUILDS) {
    for (const page of PAGES) {
      await attempt(`warm-up ${build.key} ${page.path}`, () => measureLoad(browser, build, page));
      probes[`${build.key} ${page.path}`] = {
        selector: PROBE_SELECTOR,
        point: await probePoint(browser, build, page, PROBE_SELECTOR),
      };
    }
    await attempt(`warm-up ${build.key} ${AREA.path}`, () =>
      measureAreaOpen(browser, build, AREA, session, { preload: true }),
    );
  }

  const scenarios = [
    ...PAGES.map((page) => ({
      key: `load ${page.path}`,
      run: (build) => measureLoad(browser, build, page),
      brief: (r) => `LCP ${Math.round(r.lcp)}`,
    })),
    ...PAGES.map((page) => ({
      key: `input ${page.path}`,
      run: (build) => measureInput(browser, build, page, probes[`${build.key} ${page.path}`]),
      brief: (r) => `in ${Math.round(r.input)}`,
    })),
    {
      key: 'area preload',
      run: (build) => measureAreaOpen(browser, build, AREA, session, { preload: true }),
      brief: (r) => `${Math.round(r.open)}`,
    },
    {
      key: 'area no-preload',
      run: (build) => measureAreaOpen(browser, build, AREA, session, { preload: false }),
      brief: (r) => `${Math.round(r.open)}`,
    },
  ];
  console.info(`Measuring: ${scenarios.map((s) => s.key).join(', ')} (federated/monolith, ms)`);
  for (let run = 0; run < RUNS; run += 1) {
    const order = run % 2 === 0 ? BUILDS : [...BUILDS].reverse();
    const parts = [];
    for (const scenario of scenarios) {
      const got = {};
      for (const build of order) {
        const t = Date.now();
        const result = await attempt(`run ${run + 1} ${scenario.key} ${build.key}`, () =>
          scenario.run(build),
        );
        record(scenario.key, build, result);
        loadSamples.push(loadavg()[0]);
        seconds[scenario.key] = (seconds[scenario.key] ?? 0) + (Date.now() - t) / 1000;
        got[build.key] = result ? scenario.brief(result) : 'failed';
      }
      parts.push(`${scenario.key}: ${got.federated} / ${got.monolith}`);
    }
    console.info(`  run ${run + 1}/${RUNS}  ${parts.join(' | ')}`);
  }

  console.info(
    `Measuring the web origin: ${SERVER_RENDERS} renders of each page, the /vote document`,
  );
  const federated = BUILDS.find((build) => build.key === 'federated');
  const renderTimes = await measureServerRenders({
    shellDir: FEDERATED_SHELL,
    cdnDir: FEDERATED_CDN,
    apiOrigin: `http://127.0.0.1:${PORTS.api}`,
    paths: PAGES.map(({ path }) => path),
    renders: SERVER_RENDERS,
  });
  serverSide = {
    renders: Object.fromEntries(
      Object.entries(renderTimes).map(([path, times]) => [path, percentiles(times)]),
    ),
    voteDocument: await documentSize(federated.shellOrigin, '/vote'),
  };

  await cleanUp();
  if (failure) throw failure;

  const output = [];
  output.push('');
  output.push(
    `Results (${RUNS} runs; source ${buildInfo.commit}${buildInfo.dirty ? ' + uncommitted changes' : ''}; median [min–max])`,
  );
  for (const page of PAGES)
    output.push('', table(`Page ${page.path} (not signed in)`, loadRows(page.path)));
  output.push(
    '',
    table(`Opening ${AREA.path} from ${AREA.from.path}, signed in as admin`, [
      { label: 'as shipped (with preload)', unit: 'ms', ...values('area preload', (r) => r.open) },
      {
        label: '  requests during the navigation',
        unit: 'count',
        ...values('area preload', (r) => r.requestsDuring.length),
      },
      { label: 'without preload', unit: 'ms', ...values('area no-preload', (r) => r.open) },
      {
        label: '  requests during the navigation',
        unit: 'count',
        ...values('area no-preload', (r) => r.requestsDuring.length),
      },
    ]),
  );
  output.push(
    '',
    'The web origin (server rendering)',
    ...PAGES.map(({ path }) => {
      const { median: p50, p95, max } = serverSide.renders[path];
      return `  render of ${path}, copy expired   p50 ${p50.toFixed(1)} ms, p95 ${p95.toFixed(1)} ms, max ${max.toFixed(1)} ms (${SERVER_RENDERS} renders)`;
    }),
    `  document of /vote                 ${serverSide.voteDocument.raw} B raw, ${serverSide.voteDocument.gzip} B gzip, ${serverSide.voteDocument.brotli} B brotli` +
      (serverSide.voteDocument.rendered ? '' : ' (NOT rendered: the page was left to the browser)'),
  );
  const lcpElements = PAGES.map(
    (page) =>
      `${page.path}: ${[...new Set(BUILDS.flatMap((b) => (samples[`load ${page.path}`]?.[b.key] ?? []).map((r) => r.lcpElement)))].join(', ')}`,
  );
  output.push('', `LCP elements seen: ${lcpElements.join('; ')}`);
  const unsettled = Object.entries(samples).flatMap(([scenario, byBuild]) =>
    Object.entries(byBuild).flatMap(([key, list]) => {
      const count = list.filter((r) => r.settled === false).length;
      return count > 0 ? [`${scenario} ${key}: ${count}`] : [];
    }),
  );
  if (unsettled.length > 0) {
    output.push(`Loads whose network never went idle (measured anyway): ${unsettled.join('; ')}`);
  }
  const loadWhile = stats(loadSamples);
  output.push(
    `Machine: ${cpus().length} cores; load average (1 min) ${load.toFixed(2)} before building, ` +
      `median ${loadWhile ? loadWhile.median.toFixed(2) : 'n/a'} [max ${loadWhile ? loadWhile.max.toFixed(2) : 'n/a'}] ` +
      "while measuring (the bench's browser and servers alone make up to about 1; more means other " +
      'work shared the CPU and the figures are noisier).',
  );
  const goals = targets();
  output.push('', 'Targets');
  for (const goal of goals) {
    const mark = goal.value === null ? '[ ?? ]' : goal.met ? '[ MET ]' : '[MISSED]';
    output.push(
      `  ${goal.informational ? '       ' : mark.padEnd(8)} ${goal.name}: ${goal.shown}${goal.informational ? (goal.met ? ' (met)' : ' (not met)') : ''}`,
    );
  }
  output.push('', definitions());
  const failed = Object.entries(samples).flatMap(([scenario, byBuild]) =>
    Object.entries(byBuild)
      .filter(([, list]) => list.length < RUNS)
      .map(([key, list]) => `${scenario} ${key}: ${RUNS - list.length} of ${RUNS} failed`),
  );
  if (failed.length > 0)
    output.push('', `Failed samples (left out of the medians): ${failed.join('; ')}`);

  // The waterfall of the load of / whose LCP is nearest the median, for each build.
  mkdirSync(OUT, { recursive: true });
  const written = [];
  for (const build of BUILDS) {
    const loads = samples[`load ${PAGES[0].path}`]?.[build.key] ?? [];
    const middle = stats(loads.map((r) => r.lcp))?.median;
    if (middle === undefined) continue;
    const chosen = loads.reduce((best, r) =>
      Math.abs(r.lcp - middle) < Math.abs(best.lcp - middle) ? r : best,
    );
    const text = waterfall(
      `Waterfall: the cold ${build.key} load of ${PAGES[0].path} with the LCP nearest the median ` +
        '(ms since navigation start)',
      chosen,
    );
    const file = join(OUT, `waterfall-${build.key}.txt`);
    writeFileSync(file, `${text}\n`);
    writeFileSync(file.replace(/txt$/, 'json'), `${JSON.stringify(chosen, null, 2)}\n`);
    written.push(shown(file));
    if (options.waterfall && build.key === 'federated') output.push('', text);
  }
  if (written.length > 0) output.push('', `Waterfalls (+ .json): ${written.join(', ')}`);

  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const result = {
    when: new Date().toISOString(),
    source: {
      ...revision,
      builtFrom: buildInfo.commit,
      builtDirty: buildInfo.dirty,
      builtAt: buildInfo.builtAt,
    },
    profile: PROFILE,
    chromium: chromiumVersion,
    runs: RUNS,
    cores: cpus().length,
    loadAverage: { beforeBuilding: load, whileMeasuring: summarise(loadSamples) },
    summary: Object.fromEntries(
      Object.entries(samples).map(([scenario, byBuild]) => [
        scenario,
        Object.fromEntries(
          Object.entries(byBuild).map(([key, list]) => [
            key,
            Object.fromEntries(
              Object.entries(pickFigures(list)).map(([figure, list2]) => [
                figure,
                summarise(list2),
              ]),
            ),
          ]),
        ),
      ]),
    ),
    serverSide,
    targets: goals.map(({ name, value, met }) => ({ name: name.trim(), value, met })),
    // every sample, without its request list (the waterfall files keep one of those)
    samples: Object.fromEntries(
      Object.entries(samples).map(([scenario, byBuild]) => [
        scenario,
        Object.fromEntries(
          Object.entries(byBuild).map(([key, list]) => [
            key,
            list.map((sample) => {
              const { requests, ...rest } = sample;
              return requests ? rest : sample;
            }),
          ]),
        ),
      ]),
    ),
  };
  mkdirSync(RESULTS, { recursive: true });
  const json = `${JSON.stringify(result, null, 2)}\n`;
  writeFileSync(join(RESULTS, `${stamp}.json`), json);
  writeFileSync(join(RESULTS, 'latest.json'), json);
  output.push(
    '',
    `Results written to ${shown(join(RESULTS, `${stamp}.json`))} (and latest.json); ` +
      `bench took ${Math.round((Date.now() - started) / 1000)} s (measuring: ` +
      Object.entries(seconds)
        .map(([key, s]) => `${key} ${Math.round(s)} s`)
        .join(', ') +
      ')',
  );
  console.info(output.join('\n'));
}

/** The median, 95th percentile and maximum of a list of times. */
function percentiles(times) {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)];
  return { median: at(0.5), p95: at(0.95), max: sorted.at(-1) };
}

/** Every numeric figure of a scenario's results, as lists (nested objects flattened with dots). */
function pickFigures(list) {
  const figures = {};
  const walk = (value, prefix) => {
    if (typeof value === 'number') (figures[prefix] ??= []).push(value);
    else if (value && typeof value === 'object' && !Array.isArray(value)) {
      for (const [key, inner] of Object.entries(value))
        walk(inner, prefix ? `${prefix}.${key}` : key);
    }
  };
  for (const item of list) walk(item, '');
  return figures;
}

main().catch(async (error) => {
  if (interrupted) return; // the signal handler cleans up and exits
  console.error(`\nbench:web failed: ${error.stack ?? error}`);
  await cleanUp();
  process.exit(1);
});
