import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/routing';
import { siteConfig } from '@/lib/site-config';
import { siteNames } from '@/lib/site-names';
import { SiteIcon } from '@/components/icons/site-icon';
import band from '@/components/theme/brand-band.module.css';
import width from './page-width.module.css';
import styles from './contact-strip.module.css';

export async function ContactStrip({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'ContactStrip' });
  const names = siteNames(locale);
  return (
    <aside aria-label={t('label')} className={`${band.band} ${styles.strip}`}>
      <div className={`${width.lg} ${styles.items}`}>
        <span className={styles.item}>
          <SiteIcon name="accessTime" className={styles.icon} />
          <span className="visually-hidden">{t('hours')}: </span>
          {names.openingHours}
        </span>
        <span className={styles.item}>
          <SiteIcon name="phone" className={styles.icon} />
          <span className="visually-hidden">{t('phone')}: </span>
          <a href={`tel:${siteConfig.phone.tel}`} className={styles.link}>
            {siteConfig.phone.display}
          </a>
        </span>
        <span className={styles.item}>
          <SiteIcon name="place" className={styles.icon} />
          <span className="visually-hidden">{t('location')}: </span>
          {names.postalLocation}
        </span>
      </div>
    </aside>
  );
}
