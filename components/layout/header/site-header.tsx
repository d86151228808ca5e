import { getTranslations } from 'next-intl/server';
import NextLink from '@/components/next-link';
import type { Locale } from '@/lib/i18n/routing';
import { localizedPath } from '@/lib/i18n/routing';
import { siteNames } from '@/lib/site-names';
import { buildNavModel } from './nav-model';
import { DesktopNav } from './desktop-nav';
import { MobileNav, type MobileNavLabels } from './mobile-nav';
import { NoScriptMenu } from './no-script-menu';
import { SignedInIndicator } from './signed-in-indicator';
import { LanguageSwitch } from './language-switch';
import { pathOf } from '@/lib/navigation';
import width from '../page-width.module.css';
import styles from './site-header.module.css';

export async function SiteHeader({ locale }: { locale: Locale }) {
  const [nav, t, tAdmin, tLanguage] = await Promise.all([
    buildNavModel(locale),
    getTranslations({ locale, namespace: 'Header' }),
    getTranslations({ locale, namespace: 'Admin' }),
    getTranslations({ locale, namespace: 'Language' }),
  ]);
  const { name } = siteNames(locale);
  const mobileLabels: MobileNavLabels = {
    open: t('openNavigation'),
    close: t('closeNavigation'),
    title: name,
    language: tLanguage('label'),
  };
  return (
    <header className={styles.bar}>
      <div className={width.lgFlush}>
        <div className={styles.toolbar}>
          <MobileNav nav={nav} labels={mobileLabels}>
            <NoScriptMenu nav={nav} labels={mobileLabels} morePages={t('morePages')} />
          </MobileNav>
          <NextLink href={localizedPath(locale, '/')} aria-label={t('homeLink', { name })} className={styles.home}>
            <span className={styles.logo} />
            <span className={styles.name}>{name}</span>
          </NextLink>
          <LanguageSwitch locale={locale} />
          <SignedInIndicator
            template={tAdmin('headerSignedIn', { name: '{name}' })}
            href={localizedPath(locale, pathOf('adminLogin'))}
          />
          <nav aria-label={t('mainNavigation')} className={styles.mainNav}>
            <DesktopNav nav={nav} />
          </nav>
        </div>
      </div>
    </header>
  );
}
