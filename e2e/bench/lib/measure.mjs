// One cold load in headless Chromium, throttled, and what it measures. Every load gets a new
// browser context (own HTTP cache, cookies, storage and connections), so every load is cold.
/* global document, window, history, PopStateEvent, requestAnimationFrame, MutationObserver, Element */
import { chromium } from '@playwright/test';
import { gzipSize } from './gzipSize.mjs';

export const PROFILE = {
  latencyMs: 150,
  downloadKbit: 1600,
  uploadKbit: 750,
  cpuSlowdown: 4,
  viewport: { width: 1280, height: 800 },
};

export function describeProfile() {
  const { latencyMs, downloadKbit, uploadKbit, cpuSlowdown, viewport } = PROFILE;
  return (
    `network: +${latencyMs} ms latency per request, ${downloadKbit / 1000} Mbit/s down, ` +
    `${uploadKbit} kbit/s up (CDP Network.emulateNetworkConditions); ` +
    `CPU ${cpuSlowdown}x slower (CDP Emulation.setCPUThrottlingRate); ` +
    `viewport ${viewport.width}x${viewport.height}; a new browser context per load (cold cache, ` +
    `new connections); brotli (quality 5, on the fly) from web-server/ on both builds`
  );
}

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];

export function launchBrowser() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: CHROMIUM_ARGS,
    handleSIGINT: false,
    handleSIGTERM: false,
  });
}

const sleep = (ms) => new Promise((done) => setTimeout(done, ms));

/** Rejects after ms with a message that says what was being waited for. */
function within(ms, what, promise) {
  let timer;
  return Promise.race([
    promise,
    new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms: ${what}`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Every request of a page as the DevTools protocol reports it (sizes, type, initiator). */
function trackNetwork(cdp) {
  /** @type {Map<string, any>} */
  const requests = new Map();
  let lastChange = Date.now();
  const touch = () => (lastChange = Date.now());
  cdp.on('Network.requestWillBeSent', (event) => {
    const url = event.request.url;
    if (/^(data|blob):/.test(url)) return;
    const previous = requests.get(event.requestId);
    if (previous && event.redirectResponse) previous.redirected = true;
    requests.set(event.requestId, {
      id: event.requestId,
      url,
      method: event.request.method,
      type: event.type ?? previous?.type,
      startTs: event.timestamp,
      endTs: null,
      wire: 0,
      raw: 0,
      status: null,
      mime: null,
      failed: null,
      initiator: initiatorOf(event.initiator),
    });
    touch();
  });
  cdp.on('Network.responseReceived', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.status = event.response.status;
    request.mime = event.response.mimeType;
    request.type = event.type ?? request.type;
    request.encoding =
      event.response.headers['content-encoding'] ?? event.response.headers['Content-Encoding'];
  });
  cdp.on('Network.dataReceived', (event) => {
    const request = requests.get(event.requestId);
    if (request) request.raw += event.dataLength;
  });
  cdp.on('Network.loadingFinished', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.endTs = event.timestamp;
    request.wire = event.encodedDataLength;
    touch();
  });
  cdp.on('Network.loadingFailed', (event) => {
    const request = requests.get(event.requestId);
    if (!request) return;
    request.endTs = event.timestamp;
    request.failed = event.errorText;
    touch();
  });
  return {
    requests,
    inFlight: (ignore = () => false) =>
      [...requests.values()].filter((r) => r.endTs === null && !ignore(r.url)).length,
    quietFor: () => Date.now() - lastChange,
  };
}

function initiatorOf(initiator) {
  if (!initiator) return '';
  const frame = initiator.stack?.callFrames?.[0] ?? initiator.stack?.parent?.callFrames?.[0];
  const url = initiator.url ?? frame?.url ?? '';
  return `${initiator.type}${url ? ` ${url.split('/').pop()}` : ''}`;
}

/** Waits until no request (except ignored ones) has been in flight for quietMs. */
async function networkIdle(net, { quietMs, timeoutMs, ignore }) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (net.inFlight(ignore) === 0 && net.quietFor() >= quietMs) return true;
    await sleep(50);
  }
  return false; // something keeps the network busy: measure anyway
}

/**
 * Installed in every document before its scripts: records paint and LCP entries and when an h1
 * with the expected text is first in the DOM and visible.
 */
function pageRecorder({ heading }) {
  const bench = {
    lcp: [],
    headingAt: null,
    probe: null,
  };
  window.__bench = bench;
  try {
    performance.setResourceTimingBufferSize(2000);
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        const element = entry.element;
        bench.lcp.push({
          startTime: entry.startTime,
          size: entry.size,
          element: element
            ? `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`
            : entry.url || '(removed)',
        });
      }
    }).observe({ type: 'largest-contentful-paint', buffered: true });
  } catch {
    // no LCP in this document (about:blank)
  }
  if (heading) {
    const find = () =>
      [...document.querySelectorAll('h1')].find(
        (h) => h.textContent?.trim() === heading && h.getClientRects().length > 0,
      );
    bench.headingSeen = new Promise((resolve) => {
      const check = () => {
        if (bench.headingAt !== null || !find()) return;
        bench.headingAt = performance.now();
        observer.disconnect();
        resolve(bench.headingAt);
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
      check();
    });
  }
}

/**
 * Installed for the input probe: a click on the probe element counts as answered when the app's
 * own handler took it (react-router's Link calls preventDefault). A click that found no handler
 * is prevented here, so it never reloads the page.
 */
function probeRecorder({ selector }) {
  window.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target.closest(selector) : null;
    if (!target) return;
    const bench = window.__bench;
    if (event.defaultPrevented && bench && !bench.probe) {
      bench.probe = { answeredAt: performance.now(), issuedAt: event.timeStamp };
      window.__benchAnswered?.(bench.probe);
    }
    event.preventDefault();
  });
}

/** A fresh, throttled browser context and page. */
async function openPage(browser, { heading, initScripts = [] }) {
  const context = await browser.newContext({
    viewport: PROFILE.viewport,
    serviceWorkers: 'block',
  });
  await context.addInitScript(pageRecorder, { heading });
  for (const [script, arg] of initScripts) await context.addInitScript(script, arg);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  const net = trackNetwork(cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PROFILE.latencyMs,
    downloadThroughput: (PROFILE.downloadKbit * 1000) / 8,
    uploadThroughput: (PROFILE.uploadKbit * 1000) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PROFILE.cpuSlowdown });
  return { context, page, cdp, net };
}

async function headingVisible(page, name, timeoutMs) {
  return within(
    timeoutMs,
    `the h1 "${name}" on ${page.url()}`,
    page.evaluate(() => window.__bench.headingSeen),
  );
}

const gzipCache = new Map();

/** Raw and gzip (zlib level 9, as the gzip-size tools count) sizes of a script's body. */
async function scriptSizes(cdp, request) {
  const key = `${request.url} ${request.raw}`;
  if (!gzipCache.has(key)) {
    const { body, base64Encoded } = await cdp.send('Network.getResponseBody', {
      requestId: request.id,
    });
    const bytes = Buffer.from(body, base64Encoded ? 'base64' : 'utf8');
    gzipCache.set(key, { raw: bytes.length, gzip: gzipSize(bytes) });
  }
  return gzipCache.get(key);
}

/**
 * Joins the protocol's requests with the page's Resource Timing (same clock as the paint
 * entries: ms since navigation start). A request with no timing entry gets its times from the
 * protocol's clock, shifted by the median offset between the two clocks.
 */
function timeline(net, timing) {
  const byUrl = new Map();
  for (const entry of timing.resources) {
    if (!byUrl.has(entry.name)) byUrl.set(entry.name, []);
    byUrl.get(entry.name).push(entry);
  }
  const requests = [...net.requests.values()].sort((a, b) => a.startTs - b.startTs);
  const offsets = [];
  const joined = requests.map((request) => {
    const entry =
      request.type === 'Document' && request.url.split('#')[0] === timing.navigation.name
        ? timing.navigation
        : byUrl.get(request.url)?.shift();
    if (entry) offsets.push(entry.startTime - request.startTs * 1000);
    return { request, entry };
  });
  offsets.sort((a, b) => a - b);
  const offset = offsets.length ? offsets[Math.floor(offsets.length / 2)] : 0;
  return joined.map(({ request, entry }) => ({
    ...request,
    start: entry ? entry.startTime : request.startTs * 1000 + offset,
    end:
      entry && entry.responseEnd > 0
        ? entry.responseEnd
        : request.endTs === null
          ? null
          : request.endTs * 1000 + offset,
  }));
}

function originOf(url, build) {
  const origin = new URL(url).origin;
  if (origin === build.shellOrigin) return 'shell';
  if (origin === build.cdnOrigin) return 'cdn';
  return 'other';
}

async function readTimings(page) {
  return page.evaluate(() => {
    const navigation = performance.getEntriesByType('navigation')[0];
    const fcp = performance.getEntriesByName('first-contentful-paint')[0];
    const bench = window.__bench;
    const lcp = bench.lcp.at(-1);
    return {
      fcp: fcp ? fcp.startTime : null,
      lcp: lcp ? lcp.startTime : null,
      lcpElement: lcp ? lcp.element : null,
      headingAt: bench.headingAt,
      navigation: {
        name: navigation.name,
        startTime: 0,
        responseEnd: navigation.responseEnd,
        domContentLoaded: navigation.domContentLoadedEventEnd,
        load: navigation.loadEventEnd,
      },
      resources: performance.getEntriesByType('resource').map((entry) => ({
        name: entry.name,
        startTime: entry.startTime,
        responseEnd: entry.responseEnd,
        initiatorType: entry.initiatorType,
      })),
    };
  });
}

function sumScripts(scripts) {
  const sum = (list, key) => list.reduce((total, s) => total + s[key], 0);
  const part = (origin) => {
    const list = scripts.filter((s) => s.origin === origin);
    return {
      count: list.length,
      raw: sum(list, 'raw'),
      gzip: sum(list, 'gzip'),
      wire: sum(list, 'wire'),
    };
  };
  return {
    count: scripts.length,
    raw: sum(scripts, 'raw'),
    gzip: sum(scripts, 'gzip'),
    wire: sum(scripts, 'wire'),
    shell: part('shell'),
    cdn: part('cdn'),
    other: part('other'),
  };
}

/**
 * A cold load of one page: FCP, LCP (after the page's h1 is visible and the network has been
 * idle for 500 ms), the JavaScript that had finished arriving before FCP, and every request.
 */
export async function measureLoad(browser, build, page_) {
  const { context, page, cdp, net } = await openPage(browser, { heading: page_.heading });
  try {
    await page.goto(build.shellOrigin + page_.path, { waitUntil: 'commit' });
    await headingVisible(page, page_.heading, 60_000);
    const settled = await networkIdle(net, { quietMs: 500, timeoutMs: 20_000 });
    const timing = await readTimings(page);
    if (timing.fcp === null || timing.lcp === null) throw new Error('no FCP or LCP entry');
    const requests = timeline(net, timing);
    const scripts = [];
    for (const request of requests) {
      const isScript = request.type === 'Script' || /javascript/.test(request.mime ?? '');
      if (!isScript || request.failed || request.endTs === null) continue;
      const { raw, gzip } = await scriptSizes(cdp, request);
      scripts.push({
        url: request.url,
        origin: originOf(request.url, build),
        start: request.start,
        end: request.end,
        raw,
        gzip,
        wire: request.wire,
      });
    }
    return {
      fcp: timing.fcp,
      lcp: timing.lcp,
      lcpElement: timing.lcpElement,
      headingAt: timing.headingAt,
      jsBeforeFcp: sumScripts(scripts.filter((s) => s.end <= timing.fcp)),
      jsAtIdle: sumScripts(scripts),
      requestCount: requests.length,
      settled,
      requests: requests.map((r) => ({
        url: r.url,
        origin: originOf(r.url, build),
        type: r.type,
        status: r.status,
        start: r.start,
        end: r.end,
        wire: r.wire,
        raw: r.raw,
        initiator: r.initiator,
        failed: r.failed,
      })),
    };
  } finally {
    await context.close();
  }
}

/** Where the probe element sits once the page has loaded (read in an unthrottled warm-up). */
export async function probePoint(browser, build, page_, selector) {
  const context = await browser.newContext({ viewport: PROFILE.viewport });
  try {
    const page = await context.newPage();
    await page.goto(build.shellOrigin + page_.path);
    const target = page.locator(selector).first();
    await target.waitFor({ state: 'visible', timeout: 30_000 });
    const box = await target.boundingBox();
    if (!box) throw new Error(`${selector} has no box on ${page_.path}`);
    return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) };
  } finally {
    await context.close();
  }
}

/**
 * Input answered: from navigation start, a real click (CDP Input.dispatchMouseEvent, i.e.
 * page.mouse.click) at the probe element's place, every 50 ms; each click returns once the
 * renderer has handled it, so a busy main thread delays the next probe. The figure is the time
 * (ms since navigation start) at which the app's own click handler first ran.
 */
export async function measureInput(browser, build, page_, probe) {
  const { context, page } = await openPage(browser, {
    heading: page_.heading,
    initScripts: [[probeRecorder, { selector: probe.selector }]],
  });
  try {
    let answer;
    const answered = new Promise((resolve) => (answer = resolve));
    await page.exposeFunction('__benchAnswered', (value) => answer(value));
    let done = false;
    void answered.then(() => (done = true));
    await page.goto(build.shellOrigin + page_.path, { waitUntil: 'commit' });
    const deadline = Date.now() + 60_000;
    while (!done) {
      if (Date.now() > deadline)
        throw new Error(`no click on ${probe.selector} was answered in 60 s`);
      await page.mouse.click(probe.point.x, probe.point.y);
      await sleep(50);
    }
    const { answeredAt, issuedAt } = await answered;
    return { input: answeredAt, answerLatency: answeredAt - issuedAt };
  } finally {
    await context.close();
  }
}

/**
 * Opening an area not loaded yet: signed in, land on `from`, let the page settle (heading
 * visible, network idle for 1 s), then navigate client-side to the area and time until its h1
 * is in the DOM and the next animation frame starts.
 * - preload (as shipped): open the user menu and click the area's entry; t0 = that click.
 * - noPreload: every request under the area's CDN folder is held back until the navigation
 *   starts, so nothing of the remote has arrived; the menu has no entry for the area then, so
 *   the navigation is a router POP (history.pushState + popstate); t0 = that call.
 */
export async function measureAreaOpen(browser, build, scenario, session, { preload }) {
  const held = [];
  let released = false;
  const isHeld = (url) => !preload && url.startsWith(`${build.cdnOrigin}/${scenario.remote}/`);
  const { context, page, net } = await openPage(browser, {
    heading: scenario.from.heading,
    initScripts: [
      [
        ({ token, user }) => {
          window.localStorage.setItem('api_token', token);
          window.localStorage.setItem('user', JSON.stringify(user));
        },
        session,
      ],
    ],
  });
  try {
    if (!preload) {
      await page.route(
        (url) => isHeld(url.href),
        (route) => {
          if (released) return route.continue();
          held.push(route);
        },
      );
    }
    await page.goto(build.shellOrigin + scenario.from.path, { waitUntil: 'commit' });
    await headingVisible(page, scenario.from.heading, 60_000);
    const settled = await networkIdle(net, { quietMs: 1000, timeoutMs: 20_000, ignore: isHeld });
    const arm = (heading) => {
      const state = { t0: null, t1: null };
      window.__benchArea = state;
      document.addEventListener(
        'click',
        (event) => {
          const item = event.target instanceof Element && event.target.closest('[role="menuitem"]');
          if (item && state.t0 === null) state.t0 = event.timeStamp;
        },
        true,
      );
      const check = () => {
        const found = [...document.querySelectorAll('h1')].some(
          (h) => h.textContent?.trim() === heading && h.getClientRects().length > 0,
        );
        if (!found || state.t1 !== null) return;
        observer.disconnect();
        requestAnimationFrame(() => (state.t1 = performance.now()));
      };
      const observer = new MutationObserver(check);
      observer.observe(document, { childList: true, subtree: true, characterData: true });
    };
    let before = null;
    if (preload) {
      await page.getByRole('button', { name: 'Menu', exact: true }).click();
      const entry = page.getByRole('menuitem', { name: scenario.menuEntry, exact: true });
      await entry.waitFor({ state: 'visible', timeout: 30_000 });
      await page.evaluate(arm, scenario.heading);
      before = new Set(net.requests.keys());
      await entry.click();
    } else {
      await page.evaluate(arm, scenario.heading);
      before = new Set([...net.requests.values()].filter((r) => !isHeld(r.url)).map((r) => r.id));
      released = true;
      await Promise.all(held.map((route) => route.continue()));
      await page.evaluate((path) => {
        window.__benchArea.t0 = performance.now();
        history.pushState(null, '', path);
        window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
      }, scenario.path);
    }
    const handle = await page.waitForFunction(
      () => {
        const state = window.__benchArea;
        return state.t0 !== null && state.t1 !== null && state;
      },
      null,
      { timeout: 60_000, polling: 100 },
    );
    const { t0, t1 } = await handle.jsonValue();
    const during = [...net.requests.values()].filter((r) => !before.has(r.id));
    return {
      open: t1 - t0,
      heldRequests: held.length,
      requestsDuring: during.map((r) => new URL(r.url).pathname),
      settled,
    };
  } finally {
    await context.close();
  }
}

/** Signs the demo admin in through the API, as e2e/tests/support.ts signInAs does. */
export async function signIn(shellOrigin, email, password) {
  const login = await fetch(`${shellOrigin}/api/users/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!login.ok) throw new Error(`login as ${email}: ${login.status} ${await login.text()}`);
  const { api_token: token } = await login.json();
  const verify = await fetch(`${shellOrigin}/api/users/verify`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const { userInfo: user } = await verify.json();
  return { token, user };
}
