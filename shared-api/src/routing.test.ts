import type { Role } from '@glow/contract';
import { checkAccess, describeAccess, invalidParams, type Access } from './routing';

const as = (role: Role) => ({ role });
const adminOnly: Access = { roles: ['admin'] };

describe('checkAccess', () => {
  it('lets everyone open a public route', () => {
    expect(checkAccess('public', null)).toBe('allowed');
    expect(checkAccess('public', as('judge'))).toBe('allowed');
  });

  it('asks a signed-out visitor to sign in for a login route', () => {
    expect(checkAccess('login', null)).toBe('login-required');
  });

  it('lets any signed-in user open a login route', () => {
    expect(checkAccess('login', as('contributor'))).toBe('allowed');
  });

  it('lets users of a listed role open a role route', () => {
    expect(checkAccess(adminOnly, as('admin'))).toBe('allowed');
    expect(checkAccess({ roles: ['scout', 'judge'] }, as('judge'))).toBe('allowed');
  });

  it('forbids a role route to users of other roles', () => {
    expect(checkAccess(adminOnly, as('judge'))).toBe('forbidden');
  });

  it('asks a signed-out visitor to sign in for a role route', () => {
    expect(checkAccess(adminOnly, null)).toBe('login-required');
  });
});

describe('invalidParams with the id rule', () => {
  const rules = { id: 'id' } as const;

  it('accepts a positive integer', () => {
    expect(invalidParams(rules, { id: '7' })).toEqual([]);
    expect(invalidParams(rules, { id: '120' })).toEqual([]);
  });

  it('accepts the largest id the database issues', () => {
    expect(invalidParams(rules, { id: '2147483647' })).toEqual([]);
  });

  it.each(['abc', '0', '007', '', '-1', '1.5', '2147483648', '9999999999', '12345678901'])(
    'rejects %p',
    (id) => {
      expect(invalidParams(rules, { id })).toEqual(['id']);
    },
  );

  it('rejects a missing parameter', () => {
    expect(invalidParams(rules, {})).toEqual(['id']);
  });

  it('names only the parameters that break their rule', () => {
    expect(invalidParams({ cohortId: 'id', id: 'id' }, { cohortId: '3', id: 'x' })).toEqual(['id']);
  });

  it('accepts anything when the route has no rules', () => {
    expect(invalidParams(undefined, { id: 'abc' })).toEqual([]);
  });
});

describe('describeAccess', () => {
  it('describes each kind of rule', () => {
    expect(describeAccess('public')).toBe('public');
    expect(describeAccess('login')).toBe('signed in');
    expect(describeAccess(adminOnly)).toBe('signed in as admin');
    expect(describeAccess({ roles: ['scout', 'judge'] })).toBe('signed in as scout or judge');
  });
});
