import { optionsFrom } from './cli';

const ROOT = '/repo';

describe('optionsFrom', () => {
  test('defaults: the ports of npm start, the real Xaman, the CDN origins of those ports', () => {
    expect(optionsFrom([], {}, ROOT)).toMatchObject({
      shellPort: 8080,
      cdnPorts: [8081, 8083],
      shellDir: '/repo/shell/dist',
      cdnDir: '/repo/.cdn',
      apiUrl: 'http://127.0.0.1:8082',
      policy: {
        cdnOrigins: ['http://localhost:8081', 'http://localhost:8083'],
        xamanUrl: 'https://xumm.app',
      },
    });
  });

  test('the CDN origins come from --cdn-origin, else GLOW_CDN_ORIGINS, else the ports', () => {
    const env = { GLOW_CDN_ORIGINS: 'https://cdn.example, https://mirror.example' };
    expect(optionsFrom(['--cdn-port', '9001'], {}, ROOT)).toMatchObject({
      policy: { cdnOrigins: ['http://localhost:9001', 'http://localhost:8083'] },
    });
    expect(optionsFrom([], env, ROOT)).toMatchObject({
      policy: { cdnOrigins: ['https://cdn.example', 'https://mirror.example'] },
    });
    expect(optionsFrom(['--cdn-origin', 'https://other.example'], env, ROOT)).toMatchObject({
      policy: { cdnOrigins: ['https://other.example'] },
    });
  });

  test('names every option that is wrong', () => {
    expect(
      optionsFrom(
        ['--shell-port', 'x', '--xaman-url', 'wss://xumm.app', '--cdn-origin', 'not a url'],
        {},
        ROOT,
      ),
    ).toEqual({
      problems: [
        '--shell-port must be a port, got "x"',
        '--cdn-origin must be an http(s) URL, got "not a url"',
        '--xaman-url must be an http(s) URL, got "wss://xumm.app"',
      ],
    });
  });
});
