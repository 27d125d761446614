// glow-web: serves the built system's web origins (web-server/bin/glow-web.mjs; `npm start` runs it
// through scripts/run-system.mjs). Options and their defaults are in USAGE.
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { MIN_SECRET_LENGTH } from '@glow/deploy/preview';
import { startWebServers, type WebServersOptions } from './startWebServers';

export const USAGE = `glow-web [options]
  --shell-port <port>       the shell origin (GLOW_SHELL_PORT, 8080)
  --cdn-port <port>         the CDN origin (GLOW_CDN_PORT, 8081)
  --cdn-mirror-port <port>  the CDN's mirror (GLOW_CDN_MIRROR_PORT, 8083)
  --shell-dir <dir>         the shell's build (shell/dist)
  --cdn-dir <dir>           the CDN folder, with remotes.json (.cdn)
  --api-url <url>           where /api goes (GLOW_API_URL, http://127.0.0.1:8082)
  --cdn-origin <url>        an origin the page may load remotes from, repeatable: those of
                            remotes.json (GLOW_CDN_ORIGINS, comma-separated; else the CDN and
                            mirror ports on localhost)
  --xaman-url <url>         where browsers reach Xaman's QR codes and websockets
                            (GLOW_XAMAN_URL, https://xumm.app)
  --remotes-s3              serve /remotes.json (and previews) from the remotes' bucket, as
                            deploy:remote --s3 writes it: GLOW_CDN_S3_BUCKET, GLOW_CDN_S3_PREFIX,
                            GLOW_CDN_S3_ENDPOINT, GLOW_CDN_S3_REGION (credentials: the AWS SDK's)
  GLOW_PREVIEW_SECRET       the secret the API signs previews with (at least 32 characters);
                            unset: no browser gets a preview, every one the live remotes.json
`;

const HOST = '0.0.0.0';

function port(name: string, text: string, problems: string[]): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value > 65535)
    problems.push(`--${name} must be a port, got "${text}"`);
  return value;
}

function httpUrl(name: string, text: string, problems: string[]): string {
  try {
    const url = new URL(text);
    if (url.protocol === 'http:' || url.protocol === 'https:') return url.origin;
  } catch {
    // reported below
  }
  problems.push(`--${name} must be an http(s) URL, got "${text}"`);
  return text;
}

/** The options from the command line and the environment, or every problem with them. */
export function optionsFrom(
  args: string[],
  env: NodeJS.ProcessEnv,
  root: string,
): (WebServersOptions & { remotesFromBucket?: true }) | { problems: string[] } {
  const { values } = parseArgs({
    args,
    options: {
      'shell-port': { type: 'string', default: env.GLOW_SHELL_PORT ?? '8080' },
      'cdn-port': { type: 'string', default: env.GLOW_CDN_PORT ?? '8081' },
      'cdn-mirror-port': { type: 'string', default: env.GLOW_CDN_MIRROR_PORT ?? '8083' },
      'shell-dir': { type: 'string', default: 'shell/dist' },
      'cdn-dir': { type: 'string', default: '.cdn' },
      'api-url': { type: 'string', default: env.GLOW_API_URL ?? 'http://127.0.0.1:8082' },
      'cdn-origin': { type: 'string', multiple: true },
      'xaman-url': { type: 'string', default: env.GLOW_XAMAN_URL ?? 'https://xumm.app' },
      'remotes-s3': { type: 'boolean' },
    },
  });
  const problems: string[] = [];
  const shellPort = port('shell-port', values['shell-port'], problems);
  const cdnPorts = [
    port('cdn-port', values['cdn-port'], problems),
    port('cdn-mirror-port', values['cdn-mirror-port'], problems),
  ];
  const cdnOrigins = (
    values['cdn-origin'] ??
    env.GLOW_CDN_ORIGINS?.split(',').filter((origin) => origin.trim() !== '') ??
    cdnPorts.map((cdnPort) => `http://localhost:${cdnPort}`)
  ).map((origin) => httpUrl('cdn-origin', origin.trim(), problems));
  const previewSecret = env.GLOW_PREVIEW_SECRET || undefined;
  if (previewSecret && previewSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`GLOW_PREVIEW_SECRET must be at least ${MIN_SECRET_LENGTH} characters`);
  }
  const options: WebServersOptions = {
    host: HOST,
    shellPort,
    cdnPorts,
    shellDir: resolve(root, values['shell-dir']),
    cdnDir: resolve(root, values['cdn-dir']),
    apiUrl: httpUrl('api-url', values['api-url'], problems),
    policy: { cdnOrigins, xamanUrl: httpUrl('xaman-url', values['xaman-url'], problems) },
    logger: { level: env.LOG_LEVEL ?? 'warn' },
    ...(previewSecret ? { previewSecret } : {}),
    ...(values['remotes-s3'] ? { remotesFromBucket: true } : {}),
  };
  return problems.length > 0 ? { problems } : options;
}

/** The remotes' bucket, as deploy:remote --s3 names it (the AWS SDK is loaded only for it). */
async function bucketOfRemotes() {
  const { s3Store } = await import('@glow/deploy');
  return s3Store(
    process.env,
    'GLOW_CDN_S3_BUCKET',
    'GLOW_CDN_S3_PREFIX',
    'of the remotes (--remotes-s3)',
  );
}

/** remotes.json's origins that the page may not load from: the shell would fail to load them. */
function originsRefused({ cdnDir, policy }: WebServersOptions): string[] {
  const file = resolve(cdnDir, 'remotes.json');
  if (!existsSync(file)) return [];
  const { origins } = JSON.parse(readFileSync(file, 'utf8')) as { origins?: unknown };
  return Array.isArray(origins)
    ? origins.filter((origin) => !policy.cdnOrigins.includes(String(origin))).map(String)
    : [];
}

export async function main(args: string[], root: string): Promise<number> {
  if (args.includes('--help')) {
    console.info(USAGE);
    return 0;
  }
  const options = optionsFrom(args, process.env, root);
  if ('problems' in options) {
    for (const problem of options.problems) console.error(`error: ${problem}`);
    console.error(USAGE);
    return 1;
  }
  const remotesStore = options.remotesFromBucket ? await bucketOfRemotes() : undefined;
  const servers = await startWebServers({ ...options, ...(remotesStore ? { remotesStore } : {}) });
  const refused = remotesStore ? [] : originsRefused(options);
  if (refused.length > 0) {
    console.warn(
      `remotes.json lists ${refused.join(', ')}, which the Content-Security-Policy does not allow (--cdn-origin)`,
    );
  }
  console.info(`Glow:  ${servers.shellUrl}`);
  console.info(
    `CDN:   ${servers.cdnUrls.join(' and mirror ')} (remotes from ${options.cdnDir}; remotes.json from ${remotesStore?.description ?? options.cdnDir})`,
  );
  console.info(`API:   ${servers.shellUrl}/api (passed to ${options.apiUrl})`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void servers.close().then(() => process.exit(0)));
  }
  return 0;
}
