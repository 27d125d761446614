// Starts the shell origin and the CDN origins (the CDN and its mirror: the same folder, the same
// headers), each on its own port (0 picks a free one).
import type { CdnStore } from '@glow/deploy/preview';
import type { FastifyInstance } from 'fastify';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { buildCdnOrigin } from './cdnOrigin';
import type { ContentSecurityPolicyOptions } from './contentSecurityPolicy';
import type { OriginLogger } from './origin';
import { buildShellOrigin } from './shellOrigin';

export interface WebServersOptions {
  host: string;
  shellPort: number;
  /** One port per CDN origin: the CDN, then its mirror. */
  cdnPorts: readonly number[];
  shellDir: string;
  cdnDir: string;
  apiUrl: string;
  policy: ContentSecurityPolicyOptions;
  logger: OriginLogger;
  /** Checks the previews the API signs (previewRemotes.ts); without it, none is served. */
  previewSecret?: string;
  /** Where /remotes.json and previewed versions are read (the remotes' bucket); else cdnDir. */
  remotesStore?: CdnStore;
}

export interface WebServers {
  shellUrl: string;
  cdnUrls: string[];
  close(): Promise<void>;
}

function portOf(app: FastifyInstance): number {
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}

export async function startWebServers(options: WebServersOptions): Promise<WebServers> {
  const page = join(options.shellDir, 'index.html');
  if (!existsSync(page)) {
    throw new Error(`There is no shell build: ${page} is missing (build first: pnpm build)`);
  }
  const started: FastifyInstance[] = [];
  const close = async () => {
    await Promise.all(started.map((app) => app.close()));
  };
  try {
    const shell = await buildShellOrigin(options);
    await shell.listen({ host: options.host, port: options.shellPort });
    started.push(shell);
    const shellPort = portOf(shell);
    const shellOrigins = [`http://localhost:${shellPort}`, `http://127.0.0.1:${shellPort}`];
    const cdnUrls: string[] = [];
    for (const port of options.cdnPorts) {
      const cdn = await buildCdnOrigin({ ...options, shellOrigins });
      await cdn.listen({ host: options.host, port });
      started.push(cdn);
      cdnUrls.push(`http://localhost:${portOf(cdn)}`);
    }
    return { shellUrl: shellOrigins[0]!, cdnUrls, close };
  } catch (error) {
    await close();
    throw error;
  }
}
