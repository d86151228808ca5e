import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import type { PublicPost } from '@/lib/posts/types';

/** Said when a post is shown in the other language, because it has only that one. */
export async function LanguageNote({
  post,
  locale,
  className,
}: {
  post: PublicPost;
  locale: Locale;
  className?: string;
}) {
  if (post.language === locale) return null;
  const t = await getTranslations({ locale, namespace: 'Common' });
  return <p className={className}>{t('onlyIn', { language: post.language })}</p>;
}
