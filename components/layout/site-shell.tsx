import type { ReactNode } from 'react';
import { getTranslations } from 'next-intl/server';
import { defaultLocale, locales, type Locale } from '@/lib/i18n/locales';
import { ContactStrip } from './contact-strip';
import { SiteHeader } from './header/site-header';
import { SiteFooter } from './footer/site-footer';
import { AccessibilityLauncher } from '@/components/accessibility/accessibility-launcher';
import { ScreenReaderAnnouncer } from '@/components/accessibility/screen-reader-announcer';
import { BackgroundBubbles } from './background-bubbles';
import { LanguageOffer } from './language-offer';
import { DemoNotice } from './demo-notice';
import styles from './site-shell.module.css';

/** The frame around every page, the 404 page included. */
export async function SiteShell({ locale, children }: { locale: Locale; children: ReactNode }) {
  const t = await getTranslations({ locale, namespace: 'Header' });
  // The default-language site offers the other language in that language's own words.
  const offered = locale === defaultLocale ? locales.find((l) => l !== defaultLocale) : undefined;
  const tOffer = offered ? await getTranslations({ locale: offered, namespace: 'Language' }) : null;
  return (
    <>
      <a className="skip-link" href="#main-content">
        {t('skipToContent')}
      </a>
      <BackgroundBubbles />
      <DemoNotice locale={locale} />
      <ContactStrip locale={locale} />
      <SiteHeader locale={locale} />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <SiteFooter locale={locale} />
      <AccessibilityLauncher locale={locale} />
      <ScreenReaderAnnouncer locale={locale} />
      {offered && tOffer && (
        <LanguageOffer
          locale={offered}
          labels={{ offer: tOffer('offer'), accept: tOffer('accept'), decline: tOffer('decline') }}
        />
      )}
    </>
  );
}
