import { createHash } from 'node:crypto';
import { contentSecurityPolicy, inlineScriptHashes } from './contentSecurityPolicy';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  test('hashes the exact text of every inline script, and no script with a src', () => {
    const html =
      '<head><script>\n  window.a = 1;\n</script><script defer src="/main.js"></script>' +
      '<SCRIPT type="module">b()</SCRIPT ></head>';
    expect(inlineScriptHashes(html)).toEqual([sha256('\n  window.a = 1;\n'), sha256('b()')]);
  });

  test('a page without inline scripts has none', () => {
    expect(inlineScriptHashes('<script src="/a.js"></script>')).toEqual([]);
  });
});

describe('contentSecurityPolicy', () => {
  const policy = (xamanUrl: string) =>
    new Map(
      contentSecurityPolicy(
        { cdnOrigins: ['https://cdn.example', 'https://mirror.example'], xamanUrl },
        ["'sha256-abc='"],
      )
        .split('; ')
        .map((directive) => {
          const [name, ...sources] = directive.split(' ');
          return [name!, sources] as const;
        }),
    );

  test('allows what the app loads and talks to, and nothing by default', () => {
    expect(Object.fromEntries(policy('https://xumm.app'))).toEqual({
      'default-src': ["'none'"],
      'script-src': ["'self'", 'https://cdn.example', 'https://mirror.example', "'sha256-abc='"],
      'style-src': ["'unsafe-inline'"],
      'img-src': ['data:', 'https://xumm.app'],
      'connect-src': ["'self'", 'wss://xumm.app'],
      'base-uri': ["'none'"],
      'form-action': ["'self'"],
      'frame-ancestors': ["'none'"],
    });
  });

  test("Xaman's websockets are ws: when it is served over http (the local stand-in)", () => {
    const local = policy('http://127.0.0.1:8026');
    expect(local.get('img-src')).toEqual(['data:', 'http://127.0.0.1:8026']);
    expect(local.get('connect-src')).toEqual(["'self'", 'ws://127.0.0.1:8026']);
  });
});
