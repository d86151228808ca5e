import { describe, expect, it } from 'vitest';
import { postLanguages, publishProblems } from '@/lib/posts/publish-rules';
import type { PostContent, PostText } from '@/lib/posts/types';

const text = (title: string, body = '', description = ''): PostText => ({ title, description, body });
const PICTURE = '/api/pictures/0123456789abcdef0123456789abcdef.jpg';

describe('what a post needs before it is published', () => {
  it('a title in at least one language', () => {
    expect(publishProblems({ kind: 'notice', text: {} })).toEqual([{ code: 'noTitle' }]);
    expect(publishProblems({ kind: 'notice', text: { en: text('   ') } })).toEqual([{ code: 'noTitle' }]);
    expect(publishProblems({ kind: 'notice', text: { hi: text('ट्रायल') } })).toEqual([]);
  });

  it('a title for every version that has words', () => {
    const content: PostContent = { kind: 'notice', text: { en: text('Trials'), hi: text('', '<p>रविवार</p>') } };
    expect(publishProblems(content)).toEqual([{ code: 'titleMissing', locale: 'hi' }]);
  });

  it('a body for each version of a blog post (a notice may be its title alone)', () => {
    expect(publishProblems({ kind: 'blog', text: { en: text('Camp', '<p> </p>') } })).toEqual([
      { code: 'bodyMissing', locale: 'en' },
    ]);
    expect(publishProblems({ kind: 'blog', text: { en: text('Camp', `<img src="${PICTURE}" alt="Camp">`) } })).toEqual(
      [],
    );
    expect(publishProblems({ kind: 'notice', text: { en: text('Camp') } })).toEqual([]);
  });

  it('alt text for every picture, in that version', () => {
    const content: PostContent = {
      kind: 'blog',
      text: {
        en: text('Camp', `<p>x</p><img src="${PICTURE}" alt="Camp">`),
        hi: text('शिविर', `<img src="${PICTURE}" alt="">`),
      },
    };
    expect(publishProblems(content)).toEqual([{ code: 'pictureWithoutAlt', locale: 'hi' }]);
  });

  it('names the languages a post is in: those with a title', () => {
    expect(postLanguages({ kind: 'notice', text: { en: text('A'), hi: text('') } })).toEqual(['en']);
  });
});
