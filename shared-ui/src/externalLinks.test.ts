import { githubUrl, linkableWebUrl, xHandleName, xUrl } from './externalLinks';

describe('links built from stored data', () => {
  it('links a stored website only when it is an http or https URL', () => {
    expect(linkableWebUrl('https://js.xrpl.org')).toBe('https://js.xrpl.org');
    expect(linkableWebUrl('http://example.org/a?b#c')).toBe('http://example.org/a?b#c');
    for (const stored of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'ftp://example.org',
      '//evil.example',
      'example.org',
      '',
      null,
    ]) {
      expect(linkableWebUrl(stored)).toBeNull();
    }
  });

  it('keeps GitHub and X links on their https origins, whatever name is stored', () => {
    expect(githubUrl('XRPLF/xrpl.js')).toBe('https://github.com/XRPLF/xrpl.js');
    expect(xUrl('@xrpl_clio')).toBe('https://x.com/xrpl_clio');
    expect(xHandleName('@xrpl_clio')).toBe('xrpl_clio');
    const built: [url: string, host: string][] = [
      [githubUrl('javascript:alert(1)'), 'github.com'],
      [githubUrl('owner/name?tab=x#y'), 'github.com'],
      [githubUrl('@evil.example'), 'github.com'],
      [xUrl('@//evil.example'), 'x.com'],
      [xUrl('..%2F..%2Fevil'), 'x.com'],
    ];
    for (const [url, host] of built) {
      const parsed = new URL(url);
      expect([parsed.protocol, parsed.host, parsed.search, parsed.hash]).toEqual([
        'https:',
        host,
        '',
        '',
      ]);
    }
  });
});
