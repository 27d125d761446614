import { signInTarget } from './signInTarget';

describe('signInTarget', () => {
  it('keeps a path on this site, with its query and hash', () => {
    expect(signInTarget('/admin/users?role=judge#top', '/admin')).toBe(
      '/admin/users?role=judge#top',
    );
  });

  it("uses the role's home without a redirect", () => {
    expect(signInTarget(null, '/scout')).toBe('/scout');
    expect(signInTarget('', '/judge')).toBe('/judge');
  });

  it.each([
    'https://evil.example/',
    '//evil.example/',
    '/\\evil.example/',
    '/\t/evil.example/',
    'admin/users',
    'javascript:alert(1)',
  ])("uses the role's home instead of %p", (redirect) => {
    expect(signInTarget(redirect, '/contributor')).toBe('/contributor');
  });

  it('does not send a user back to the login page', () => {
    expect(signInTarget('/login?redirect=%2Fadmin', '/admin')).toBe('/admin');
  });
});
