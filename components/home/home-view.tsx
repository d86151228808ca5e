import NextLink from '@/components/next-link';
import { TopHeadlines } from '@/components/news/top-headlines';
import width from '@/components/layout/page-width.module.css';
import band from '@/components/theme/brand-band.module.css';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import type { Article } from '@/lib/news/types';
import type { PublicPost } from '@/lib/posts/types';
import { InitiativeCards } from './initiative-cards';
import { HomeNotices } from './home-notices';
import { ImpactStats } from './impact-stats';
import { LatestStories } from './latest-stories';
import { NewsPreview } from './news-preview';
import styles from './home-view.module.css';
import cta from './call-to-action.module.css';

interface HomeViewProps {
  locale: Locale;
  headlines: Article[];
  /** Published posts, or null when they could not be read (their sections are then left out). */
  posts: PublicPost[] | null;
}

export function HomeView({ locale, headlines, posts }: HomeViewProps) {
  const home = getContent(locale).home;
  const href = (id: Parameters<typeof pathOf>[0]) => localizedPath(locale, pathOf(id));
  return (
    <>
      <section className={`${band.band} ${styles.hero}`}>
        <div className={width.md}>
          <h1 className={styles.heroHeading}>{home.heading}</h1>
          <p className={styles.heroIntro}>{home.intro}</p>
          <div className={styles.actions}>
            <NextLink href={href('rufcMembership')} className={`${cta.link} ${cta.primary} ${cta.onBand}`}>
              {home.callToAction.primaryLabel}
            </NextLink>
            <NextLink href={href('surveyForm')} className={`${cta.link} ${cta.secondary} ${cta.onBand}`}>
              {home.callToAction.secondaryLabel}
            </NextLink>
          </div>
        </div>
      </section>

      <div className={`${width.lg} ${styles.content}`}>
        {posts && <HomeNotices locale={locale} posts={posts} />}
        <TopHeadlines locale={locale} articles={headlines} />
        <section aria-labelledby="mission-heading" className={`${styles.section} ${styles.mission}`}>
          <h2 id="mission-heading" className={styles.sectionHeading}>
            {home.missionHeading}
          </h2>
          <p className={styles.lead}>{home.mission}</p>
        </section>
        <section aria-labelledby="initiatives-heading" className={styles.section}>
          <h2 id="initiatives-heading" className={styles.sectionHeading}>
            {home.initiativesHeading}
          </h2>
          <InitiativeCards initiatives={home.initiatives} />
        </section>
        <section aria-labelledby="impact-heading" className={styles.section}>
          <h2 id="impact-heading" className={styles.sectionHeading}>
            {home.impactHeading}
          </h2>
          <ImpactStats impact={home.impact} />
        </section>
        <NewsPreview locale={locale} />
        {posts && <LatestStories locale={locale} posts={posts} />}
      </div>

      <section aria-labelledby="cta-heading" className={styles.cta}>
        <div className={width.md}>
          <h2 id="cta-heading" className={styles.sectionHeading}>
            {home.callToAction.heading}
          </h2>
          <p className={styles.ctaText}>{home.callToAction.text}</p>
          <div className={`${styles.actions} ${styles.centered}`}>
            <NextLink href={href('rufcMembership')} className={`${cta.link} ${cta.primary}`}>
              {home.callToAction.primaryLabel}
            </NextLink>
            <NextLink href={href('surveyForm')} className={`${cta.link} ${cta.secondary}`}>
              {home.callToAction.secondaryLabel}
            </NextLink>
          </div>
        </div>
      </section>
    </>
  );
}
