import Button from '@mui/material/Button';
import NextLink from '@/components/next-link';
import { getTranslations } from 'next-intl/server';
import { formatRupees } from '@/lib/i18n/format';
import { getContent } from '@/lib/content';
import { localizedPath, type Locale } from '@/lib/i18n/routing';
import { pathOf } from '@/lib/navigation';
import { PageHeader } from '@/components/content/page-header';
import sections from '@/components/content/content-sections.module.css';
import { SiteIcon } from '@/components/icons/site-icon';
import width from '@/components/layout/page-width.module.css';
import styles from './plans-view.module.css';

export async function PlansView({ locale }: { locale: Locale }) {
  const plans = getContent(locale).plans;
  const t = await getTranslations({ locale, namespace: 'Common' });
  const membershipPath = localizedPath(locale, pathOf('rufcMembership'));
  const payPath = localizedPath(locale, pathOf('pay'));
  return (
    <>
      <PageHeader heading={plans.heading} intro={plans.intro} />
      <div className={`${width.lg} ${sections.pageText}`}>
        <div className={styles.plans}>
          {plans.plans.map((plan) => {
            const price = formatRupees(locale, plan.priceInr);
            return (
              <section
                key={plan.id}
                aria-labelledby={`plan-${plan.id}`}
                className={plan.highlighted ? `${styles.plan} ${styles.highlighted}` : styles.plan}
              >
                <div className={styles.body}>
                  {plan.highlighted && <span className={styles.mostChosen}>{t('mostChosen')}</span>}
                  <h2 id={`plan-${plan.id}`} className={styles.name}>
                    {plan.name}
                  </h2>
                  <p className={styles.price}>{t('perPeriod', { price, period: plan.period })}</p>
                  <p className={styles.summary}>{plan.summary}</p>
                  <ul className={styles.features}>
                    {plan.features.map((f) => (
                      <li key={f}>
                        <SiteIcon name="check" size="small" className={styles.check} />
                        {f}
                      </li>
                    ))}
                  </ul>
                </div>
                <div className={styles.actions}>
                  <Button
                    fullWidth
                    variant={plan.highlighted ? 'contained' : 'outlined'}
                    component={NextLink}
                    href={`${membershipPath}?plan=${plan.id}`}
                  >
                    {t('choosePlan', { plan: plan.name })}
                  </Button>
                  <Button fullWidth component={NextLink} href={`${payPath}?plan=${plan.id}`}>
                    {t('payPlan', { plan: plan.name })}
                  </Button>
                </div>
              </section>
            );
          })}
        </div>
        <ul className={styles.notes}>
          {plans.notes.map((n) => (
            <li key={n}>{n}</li>
          ))}
        </ul>
      </div>
    </>
  );
}
