// For the Jest suites: the remotes' ./routes modules that the mocked federation runtime
// answers with, and what it was asked for.
import type { GlowRoute, RemoteRoutesModule, RouteHandle } from '@glow/shared-api';

const page = (path: string, title: string, handle: Omit<RouteHandle, 'title'>): GlowRoute => ({
  path,
  handle: { ...handle, title },
  element: <h1>{title}</h1>,
});

const admins = { access: { roles: ['admin'] }, layout: 'admin' } as const;
const judges = { access: { roles: ['judge'] }, layout: 'default' } as const;
const everyone = { access: 'public', layout: 'default' } as const;

/** By container name, as testRemotesJson() lists them. */
const REMOTE_ROUTES: Record<string, RemoteRoutesModule> = {
  glow_public: {
    navigation: [{ to: '/vote', label: 'Vote for Glow' }],
    routes: [page('/', 'Welcome to Glow', everyone), page('/vote', 'Vote for Glow', everyone)],
  },
  glow_admin: {
    navigation: [{ to: '/admin/users', label: 'Users' }],
    routes: [page('/admin', 'Dashboard', admins), page('/admin/users', 'Users', admins)],
  },
  glow_judge: {
    navigation: [{ to: '/judge/evaluations', label: 'Evaluations' }],
    routes: [page('/judge', 'Judging', judges), page('/judge/evaluations', 'Evaluations', judges)],
  },
};

const remoteOf = (id: unknown) => String(id).replace(/\/routes$/, '');

/** What the mocked runtime's loadRemote answers for `glow_admin/routes`: that remote's routes. */
export async function testRemoteRoutes(id: string): Promise<RemoteRoutesModule | undefined> {
  return REMOTE_ROUTES[remoteOf(id)];
}

/** The remotes whose ./routes the runtime was asked for, in order, e.g. ['glow_admin']. */
export function requestedRemotes(loadRemote: jest.Mock): string[] {
  return loadRemote.mock.calls.map(([id]) => remoteOf(id));
}
