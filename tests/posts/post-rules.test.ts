// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isAllowedAddress } from '@/lib/posts/link-address';
import { eventWhen } from '@/lib/posts/event-time';
import { forServer, postIssues, postState, sameContent, titleIn } from '@/lib/posts/post-rules';
import type { PostContent, PostText } from '@/lib/posts/types';

const text = (title: string, body = '', more: Partial<PostText> = {}): PostText => ({
  title,
  description: '',
  body,
  ...more,
});
const notice = (content: Partial<PostContent> = {}): PostContent => ({ kind: 'notice', text: {}, ...content });

describe('postIssues', () => {
  it('finds nothing in a post that may be published', () => {
    expect(postIssues(notice({ text: { en: text('Yoga day', '<p>At six.</p>') } }))).toEqual([]);
    expect(postIssues({ kind: 'blog', category: 'sports', text: { hi: text('खेल दिवस') } })).toEqual([]);
  });

  it('needs a title in at least one language', () => {
    expect(postIssues(notice())).toEqual([{ rule: 'noTitle' }]);
    expect(postIssues(notice({ text: { en: text('  '), hi: text('') } }))).toEqual([{ rule: 'noTitle' }]);
  });

  it('needs the title of each version that has a body', () => {
    const content = notice({ text: { en: text('Yoga day'), hi: text('', '<p>सुबह छह बजे</p>') } });
    expect(postIssues(content)).toEqual([{ rule: 'bodyWithoutTitle', locale: 'hi' }]);
    // An empty paragraph is no body.
    expect(postIssues(notice({ text: { en: text('Yoga day'), hi: text('', '<p></p>') } }))).toEqual([]);
  });

  it('needs a date for the time of an event', () => {
    const content = notice({ text: { en: text('Yoga day') }, event: { date: '', time: '06:00' } });
    expect(postIssues(content)).toEqual([{ rule: 'timeWithoutDate' }]);
    expect(postIssues({ ...content, event: { date: '2026-12-20', time: '06:00' } })).toEqual([]);
  });

  it('needs a category for a blog post', () => {
    expect(postIssues({ kind: 'blog', text: { en: text('Our library') } })).toEqual([{ rule: 'noCategory' }]);
  });

  it('needs a description of every picture, in the version it is in', () => {
    const body = '<p><img src="/a.jpg" alt="Children reading"><img src="/b.jpg" alt=" "></p>';
    expect(postIssues(notice({ text: { en: text('Library', body) } }))).toEqual([
      { rule: 'pictureWithoutAlt', locale: 'en' },
    ]);
    expect(postIssues(notice({ text: { hi: text('पुस्तकालय', '<img src="/a.jpg">') } }))).toEqual([
      { rule: 'pictureWithoutAlt', locale: 'hi' },
    ]);
  });
});

describe('forServer', () => {
  it('leaves out an empty language, an empty event and what the kind does not have', () => {
    const content: PostContent = {
      kind: 'notice',
      category: 'sports',
      text: { en: text(' Yoga day ', '<p></p>', { place: ' Sasaram ' }), hi: text('', '', { place: '' }) },
      event: { date: '', time: '' },
    };
    expect(forServer(content)).toEqual({ kind: 'notice', text: { en: { ...text('Yoga day'), place: 'Sasaram' } } });
    expect(forServer({ ...content, event: { date: '2026-12-20', time: '' } }).event).toEqual({ date: '2026-12-20' });
    expect(forServer({ kind: 'blog', category: 'sports', text: { en: text('A', '', { place: 'X' }) } })).toEqual({
      kind: 'blog',
      category: 'sports',
      text: { en: text('A') },
    });
  });
});

describe('postState and sameContent', () => {
  const draft = notice({ text: { en: text('Yoga day') } });
  it('tells a draft, a published post and one with changes not public yet', () => {
    expect(postState({ draft })).toBe('draft');
    // Key order and empty fields do not make a change.
    expect(postState({ draft, live: { text: { en: text('Yoga day'), hi: text('') }, kind: 'notice' } })).toBe(
      'published',
    );
    expect(postState({ draft, live: notice({ text: { en: text('Yoga') } }) })).toBe('changed');
    expect(sameContent(draft, notice({ text: { en: text('Yoga day', '<p>x</p>') } }))).toBe(false);
  });
});

describe('titleIn', () => {
  it('gives the title in the language asked, or the other', () => {
    const both = notice({ text: { en: text('Yoga day'), hi: text('योग दिवस') } });
    expect(titleIn(both, 'hi')).toEqual({ title: 'योग दिवस', locale: 'hi' });
    expect(titleIn(notice({ text: { en: text('Yoga day') } }), 'hi')).toEqual({ title: 'Yoga day', locale: 'en' });
    expect(titleIn(notice(), 'en')).toBeNull();
  });
});

describe('an empty body', () => {
  it('has no text and no picture: empty paragraphs do not count', () => {
    const withBody = (body: string) => forServer(notice({ text: { en: text('Yoga day', body) } })).text.en?.body;
    expect(withBody('<p></p><p>&nbsp;</p>')).toBe('');
    expect(withBody('<p><img src="/a.jpg" alt="A"></p>')).toBe('<p><img src="/a.jpg" alt="A"></p>');
    expect(withBody('<p>a</p>')).toBe('<p>a</p>');
  });
});

describe('isAllowedAddress', () => {
  it.each(['https://rohtasyuva.org/join', 'http://example.org', 'mailto:team@rohtasyuva.org', 'tel:+91 94310 12345'])(
    'takes %s',
    (address) => expect(isAllowedAddress(address)).toBe(true),
  );
  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'rohtasyuva.org',
    'https://',
    'file:///sdcard/photo.jpg',
    'mailto:',
    'tel:call-me',
  ])('refuses %s', (address) => expect(isAllowedAddress(address)).toBe(false));
});

describe('eventWhen', () => {
  it('says the day and the time of an event, India time, in each language', () => {
    expect(eventWhen('en', { date: '2026-12-20', time: '06:30' })).toBe('Sunday, 20 December 2026 at 6:30 am');
    expect(eventWhen('en', { date: '2026-12-20' })).toBe('Sunday, 20 December 2026');
    expect(eventWhen('hi', { date: '2026-12-20' })).toBe('रविवार, 20 दिसंबर 2026');
  });
});
