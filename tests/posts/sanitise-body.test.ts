// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { bodyText, sanitiseBody } from '@/lib/posts/sanitise-body';

const PICTURE = '/api/pictures/0123456789abcdef0123456789abcdef.jpg';

describe('a post body as it is stored', () => {
  it('keeps what the writing box makes: headings, paragraphs, emphasis, lists, quotes, links and our pictures', () => {
    const html = `<h2>Camp</h2><h3>When</h3><p><strong>Sunday</strong> <em>9</em> <u>a.m.</u> <s>x</s><br></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>q</p></blockquote><hr><p><a href="/nav/about">us</a></p><img src="${PICTURE}" alt="Doctors" width="800" height="600">`;
    expect(sanitiseBody(html)).toBe(
      `<h2>Camp</h2><h3>When</h3><p><strong>Sunday</strong> <em>9</em> <u>a.m.</u> <s>x</s><br /></p><ul><li>a</li></ul><ol><li>b</li></ol><blockquote><p>q</p></blockquote><hr /><p><a href="/nav/about">us</a></p><img src="${PICTURE}" alt="Doctors" width="800" height="600" />`,
    );
  });

  it('removes scripts, styles, frames, forms and every event handler', () => {
    expect(
      sanitiseBody(
        '<p onclick="x()" style="color:red" class="c">Hi<script>alert(1)</script><style>p{}</style></p><iframe src="https://e.example"></iframe><form action="/x"><input name="a"></form><svg onload="x()"><script>1</script></svg><object data="x"></object>',
      ),
    ).toBe('<p>Hi</p>');
    expect(sanitiseBody(`<img src="${PICTURE}" alt="a" onerror="alert(1)">`)).toBe(`<img src="${PICTURE}" alt="a" />`);
  });

  it('opens outside links in a new tab that cannot reach back, and takes the address from anything else', () => {
    expect(sanitiseBody('<a href="https://bihar.gov.in" target="_self" rel="opener">Bihar</a>')).toBe(
      '<a href="https://bihar.gov.in" target="_blank" rel="noopener noreferrer">Bihar</a>',
    );
    expect(sanitiseBody('<a href="mailto:a@b.in">m</a><a href="tel:+919471203318">t</a>')).toBe(
      '<a href="mailto:a@b.in">m</a><a href="tel:+919471203318">t</a>',
    );
    for (const bad of [
      'javascript:alert(1)',
      ' JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
      'vbscript:x',
    ])
      expect(sanitiseBody(`<a href="${bad}">words</a>`)).toBe('<a>words</a>');
  });

  it('shows only pictures from our own picture route, with numeric sizes', () => {
    expect(sanitiseBody('<img src="https://tracker.example/p.gif" alt="x">')).toBe('');
    expect(sanitiseBody('<img src="/api/pictures/../../etc/passwd.jpg" alt="x">')).toBe('');
    expect(sanitiseBody(`<img src="${PICTURE}" alt="x" width="100%" height="9">`)).toBe(
      `<img src="${PICTURE}" alt="x" height="9" />`,
    );
  });

  it('turns a pasted h1 into a section heading and deeper headings into sub-headings', () => {
    expect(sanitiseBody('<h1>A</h1><h4>B</h4><h6>C</h6>')).toBe('<h2>A</h2><h3>B</h3><h3>C</h3>');
  });

  it('reads as plain words, blocks apart', () => {
    expect(bodyText('<h2>Camp</h2><p>Sunday <b>9</b></p><ul><li>a</li><li>b</li></ul>')).toBe('Camp Sunday 9 a b');
  });
});
