import { routing, type Locale } from '@/lib/i18n/routing';
import { pictureAlts } from './sanitise-body';
import type { PostContent, PostText } from './types';

/**
 * What stops a draft from being published, one entry per problem:
 * - noTitle: neither language has a title;
 * - titleMissing: a version has words but no title;
 * - bodyMissing: a blog post's version has a title but no body (a notice may be its title alone);
 * - pictureWithoutAlt: a picture in that version has no alt text in the version's language.
 */
export type PublishProblem =
  | { code: 'noTitle' }
  | { code: 'titleMissing' | 'bodyMissing' | 'pictureWithoutAlt'; locale: Locale };

const hasWords = (text: PostText | undefined) =>
  Boolean(text && [text.title, text.description, text.body, text.place ?? ''].some((part) => part.trim()));

/** The languages a post has a version in: those with a title. */
export const postLanguages = (content: PostContent): Locale[] =>
  routing.locales.filter((locale) => Boolean(content.text[locale]?.title.trim()));

export function publishProblems(content: PostContent): PublishProblem[] {
  const problems: PublishProblem[] = [];
  for (const locale of routing.locales) {
    const text = content.text[locale];
    if (!text || !hasWords(text)) continue;
    if (!text.title.trim()) problems.push({ code: 'titleMissing', locale });
    else if (content.kind === 'blog' && !text.body.replace(/<[^>]*>/g, '').trim() && !/<img\s/i.test(text.body))
      problems.push({ code: 'bodyMissing', locale });
    if (pictureAlts(text.body).some((alt) => !alt)) problems.push({ code: 'pictureWithoutAlt', locale });
  }
  if (postLanguages(content).length === 0) problems.unshift({ code: 'noTitle' });
  return problems;
}
