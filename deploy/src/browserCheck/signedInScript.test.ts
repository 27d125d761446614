// The check's pages are signed in on the site checked, and nowhere else its routes may lead.
import { runInNewContext } from 'node:vm';
import { signedInScript } from './signedInScript';

const SESSION = {
  token: 'the-admin-token',
  user: { id: 1, role: 'admin', name: 'O\'Brien "</script>' },
};

/** What a page of `origin` holds in its localStorage once the script ran there. */
function storedOn(origin: string): Record<string, string> {
  const stored: Record<string, string> = {};
  const localStorage = { setItem: (key: string, value: string) => (stored[key] = value) };
  runInNewContext(signedInScript('https://glow.example/routes', SESSION), {
    location: { origin },
    localStorage,
  });
  return stored;
}

it('stores the session on the site checked, as the login page does', () => {
  expect(storedOn('https://glow.example')).toEqual({
    api_token: 'the-admin-token',
    user: JSON.stringify(SESSION.user),
  });
});

it('stores nothing on any other origin a route leads to or frames', () => {
  for (const origin of ['https://github.com', 'https://xumm.app', 'http://glow.example', 'null']) {
    expect(storedOn(origin)).toEqual({});
  }
});
