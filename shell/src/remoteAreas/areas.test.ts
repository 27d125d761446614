import type { RemoteListing } from '@glow/contract';
import type { GlowRoute } from '@glow/shared-api';
import { areaOf, areaServing, candidateAreas, servesPath } from './areas';

function listing(name: string, paths?: string[]): RemoteListing {
  return {
    name,
    version: '1',
    manifest: `${name}/mf-manifest.json`,
    entry: `${name}/remoteEntry.js`,
    preload: [],
    ...(paths && { area: { label: name, home: paths[0]!, paths } }),
  };
}

const route = (path: string): GlowRoute => ({
  path,
  handle: { access: 'public', layout: 'default', title: path },
});

describe('which area serves a path', () => {
  it('a prefix serves itself and the paths below it, not a longer name', () => {
    expect(servesPath('/admin', '/admin')).toBe(true);
    expect(servesPath('/admin', '/admin/users/3')).toBe(true);
    expect(servesPath('/admin', '/administrators')).toBe(false);
    expect(servesPath('/admin', '/')).toBe(false);
  });

  it('the prefix / serves the home page alone', () => {
    expect(servesPath('/', '/')).toBe(true);
    expect(servesPath('/', '/vote')).toBe(false);
  });

  it('the longest prefix wins', () => {
    const areas = [
      areaOf(listing('glow_admin', ['/admin']), undefined),
      areaOf(listing('glow_payments', ['/admin/payments']), undefined),
    ];
    expect(areaServing('/admin/payments/4', areas)?.remote).toBe('glow_payments');
    expect(areaServing('/admin/users', areas)?.remote).toBe('glow_admin');
    expect(areaServing('/judge', areas)).toBeUndefined();
  });
});

describe('a line of an old remotes.json, which declares no paths', () => {
  const old = listing('glow_admin');

  it('serves nothing the shell knows of, so it is a candidate for any path no prefix serves', () => {
    const areas = [
      areaOf(listing('glow_public', ['/', '/vote']), undefined),
      areaOf(old, undefined),
    ];
    expect(areas[1]).toMatchObject({ paths: [], home: undefined, declared: false });
    expect(candidateAreas('/vote', areas).map(({ remote }) => remote)).toEqual(['glow_public']);
    expect(candidateAreas('/admin/users', areas).map(({ remote }) => remote)).toEqual([
      'glow_admin',
    ]);
  });

  it('is learned from its routes once loaded: first segments, first route as home, name as label', () => {
    const area = areaOf(old, {
      routes: [route('/admin'), route('/admin/users'), route('/reports/:id')],
      navigation: [],
    });
    expect(area).toMatchObject({
      label: 'Admin',
      home: '/admin',
      paths: ['/admin', '/reports'],
      declared: false,
    });
    expect(candidateAreas('/nowhere', [area])).toEqual([]);
  });
});
