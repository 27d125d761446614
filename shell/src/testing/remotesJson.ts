import type { AreaDeclaration, RemotesJson } from '@glow/contract';

const AREAS: Record<string, AreaDeclaration> = {
  glow_public: { label: 'Public voting', home: '/', paths: ['/', '/vote'] },
  glow_admin: { label: 'Admin', home: '/admin', paths: ['/admin'] },
  glow_judge: { label: 'Judging', home: '/judge', paths: ['/judge'] },
};

/**
 * A remotes.json as a deploy writes it, for the Jest suites (which mock the federation runtime):
 * the public, admin and judge areas, each declaring its paths unless `undeclared` names it.
 * Serve it with installFakeApi({ 'GET /remotes.json': { body: testRemotesJson() } }).
 */
export function testRemotesJson({ undeclared = [] }: { undeclared?: string[] } = {}): RemotesJson {
  return {
    origins: ['https://cdn.test'],
    remotes: Object.entries(AREAS).map(([name, area]) => ({
      name,
      version: '0.1.0-test',
      manifest: `${name}/0.1.0-test/mf-manifest.json`,
      entry: `${name}/0.1.0-test/remoteEntry.js`,
      preload: [],
      ...(undeclared.includes(name) ? {} : { area }),
    })),
  };
}
