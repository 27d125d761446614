import { readPreview, signPreview, cookieValue, type Preview } from './previewToken';

const SECRET = 'a-test-secret-of-at-least-32-characters';
const NOW = new Date('2026-11-29T12:00:00Z');
const preview: Preview = {
  remotes: { glow_judge: '0.1.0-1a2b3c4d' },
  expiresAt: NOW.getTime() / 1000 + 3600,
};

describe('a preview cookie', () => {
  it('reads back what was signed, until it expires', () => {
    const value = signPreview(preview, SECRET);
    expect(readPreview(value, SECRET, NOW)).toEqual(preview);
    expect(readPreview(value, SECRET, new Date(preview.expiresAt * 1000))).toBeUndefined();
  });

  it('is refused when signed with another secret, altered, or malformed', () => {
    const value = signPreview(preview, SECRET);
    expect(readPreview(value, `${SECRET}-other`, NOW)).toBeUndefined();
    const [format, , signature] = value.split('.');
    const altered = Buffer.from(
      JSON.stringify({ ...preview, remotes: { glow_judge: '0.1.0-ffffffff' } }),
    ).toString('base64url');
    expect(readPreview(`${format}.${altered}.${signature}`, SECRET, NOW)).toBeUndefined();
    for (const bad of [undefined, '', 'v1', 'v1.x.y', `${value}.more`, `v2${value.slice(2)}`]) {
      expect(readPreview(bad, SECRET, NOW)).toBeUndefined();
    }
  });

  it('never names a path: a remote or version that could leave its folder is refused', () => {
    const paths: Record<string, string>[] = [
      { glow_judge: '../glow_admin/0.1.0-1a2b3c4d' },
      { glow_judge: '0.1.0/..' },
      { glow_judge: '0..1' },
      { '../x': '0.1.0-1a2b3c4d' },
      { glow_judge: 'https://evil.example/remoteEntry.js' },
    ];
    for (const remotes of paths) {
      expect(
        readPreview(signPreview({ ...preview, remotes }, SECRET), SECRET, NOW),
      ).toBeUndefined();
    }
  });

  it('is found among the cookies of a Cookie header', () => {
    expect(cookieValue('a=1; glow_preview=v1.x.y; b=2', 'glow_preview')).toBe('v1.x.y');
    expect(cookieValue('a=1', 'glow_preview')).toBeUndefined();
    expect(cookieValue(undefined, 'glow_preview')).toBeUndefined();
  });
});
