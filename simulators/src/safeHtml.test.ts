import { escapeHtml, linkifyText } from './safeHtml';

describe('escapeHtml', () => {
  it('escapes every character that could open a tag or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
  });
});

describe('linkifyText', () => {
  it('turns web addresses into links and leaves sentence punctuation outside', () => {
    expect(linkifyText('Open https://glow.local/reset?token=a&b=c. Thanks')).toBe(
      'Open <a href="https://glow.local/reset?token=a&amp;b=c" target="_blank" rel="noopener noreferrer">' +
        'https://glow.local/reset?token=a&amp;b=c</a>. Thanks',
    );
  });

  it('escapes the text around links', () => {
    expect(linkifyText('<b>see</b> http://a.example/x, <i>')).toBe(
      '&lt;b&gt;see&lt;/b&gt; <a href="http://a.example/x" target="_blank" rel="noopener noreferrer">' +
        'http://a.example/x</a>, &lt;i&gt;',
    );
  });

  it('does not link addresses of other schemes', () => {
    expect(linkifyText('javascript:alert(1) and ftp://x')).toBe('javascript:alert(1) and ftp://x');
  });
});
