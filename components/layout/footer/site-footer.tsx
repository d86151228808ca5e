import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { footerGroupIds, footerGroupRoutes } from '@/lib/navigation';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';
import width from '../page-width.module.css';
import { CurrentYear } from './current-year';
import { SocialLinks } from './social-links';
import styles from './site-footer.module.css';

/** The footer's navigation, where the pages the drawer does not list (FAQs, policies) are. */
export const FOOTER_NAVIGATION_ID = 'footer-navigation';

export async function SiteFooter({ locale }: { locale: Locale }) {
  const [t, tNav] = await Promise.all([
    getTranslations({ locale, namespace: 'Footer' }),
    getTranslations({ locale, namespace: 'Nav' }),
  ]);
  const names = siteNames(locale);

  return (
    <footer className={styles.footer}>
      <div className={width.lg}>
        <div className={styles.columns}>
          <div>
            <h2 className={styles.heading}>{t('aboutHeading')}</h2>
            <p className={styles.about}>
              {t('aboutText', {
                name: names.name,
                district: names.district,
                state: names.state,
                year: siteConfig.foundedYear,
                club: names.clubName,
              })}
            </p>
            <h2 className={styles.heading}>{t('contactHeading')}</h2>
            <address className={styles.address}>
              <span>{names.postalLocation}</span>
              <a href={`tel:${siteConfig.phone.tel}`} className={styles.link}>
                {siteConfig.phone.display}
              </a>
              <a href={`mailto:${siteConfig.email}`} className={styles.link}>
                {siteConfig.email}
              </a>
              <span>{names.openingHours}</span>
            </address>
            <h2 className={`${styles.heading} ${styles.followHeading}`}>{t('followUs')}</h2>
            <SocialLinks newTabLabel={t('opensInNewTab')} />
          </div>
          <nav id={FOOTER_NAVIGATION_ID} aria-label={t('footerNavigation')} className={styles.groups}>
            {footerGroupIds.map((group) => (
              <div key={group}>
                <h2 className={styles.heading}>{t(group)}</h2>
                <ul className={styles.list}>
                  {footerGroupRoutes(group).map((route) => (
                    <li key={route.id}>
                      <NextLink href={localizedPath(locale, route.path)} prefetchOn="intent" className={styles.link}>
                        {tNav(route.footerLabel ?? route.id)}
                      </NextLink>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </nav>
        </div>
        <p className={styles.copyright}>
          <CurrentYear template={t('copyright', { year: '{year}', name: '{name}' })} name={names.name} />
        </p>
      </div>
    </footer>
  );
}
