// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { postContentSchema } from '@/lib/posts/content-schema';
import { forbiddenCharacters } from '../text/forbidden-characters';

const all = forbiddenCharacters.join('');

describe('a saved post’s text', () => {
  it('loses every control character, lone surrogate and U+FFFE/U+FFFF from its title, summary, body and place', () => {
    const saved = postContentSchema.parse({
      kind: 'notice',
      text: {
        hi: {
          title: `खेल${all}\n`,
          description: `सारांश${all}`,
          body: `<p>नमस्ते${all}</p>`,
          place: `सासाराम${all}`,
        },
      },
    });
    expect(saved.text.hi).toEqual({ title: 'खेल', description: 'सारांश', body: '<p>नमस्ते</p>', place: 'सासाराम' });
  });

  it('keeps line breaks and tabs where text may have them', () => {
    const saved = postContentSchema.parse({
      kind: 'blog',
      text: { en: { title: 'Trials', description: 'One\nTwo', body: '<p>a</p>\n\t<p>b</p>' } },
    });
    expect(saved.text.en).toEqual({ title: 'Trials', description: 'One\nTwo', body: '<p>a</p>\n\t<p>b</p>' });
  });
});
