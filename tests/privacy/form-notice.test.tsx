import { render, screen, within } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FormPrivacyNotice } from '@/components/privacy/form-privacy-notice';
import type { FormId } from '@/lib/forms/options';
import type { Locale } from '@/lib/i18n/locales';
import { messagesFor } from '@/lib/i18n/messages';
import { FORM_NOTICES, needsConsentBox, noticeVersion, rolesThatSee } from '@/lib/privacy/notices';
import { RETENTION_RULES } from '@/lib/privacy/retention';

// Outside a Next request, the translations come straight from the catalogs.
vi.mock('next-intl/server', () => ({
  getTranslations: async ({ locale, namespace }: { locale: Locale; namespace: 'Privacy' }) =>
    createTranslator({ locale, messages: messagesFor(locale), namespace }),
}));

const FORMS: FormId[] = ['survey', 'membership', 'complaint', 'contact'];

async function renderNotice(locale: Locale, formId: FormId) {
  render(await FormPrivacyNotice({ locale, formId }));
  return screen.getByRole('region', { name: messagesFor(locale).Privacy.notice.title });
}

afterEach(() => vi.restoreAllMocks());

describe('the notices', () => {
  it('have a version each, and the complaint alone is not by consent (a legitimate use)', () => {
    for (const formId of FORMS) expect(noticeVersion(formId)).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(FORMS.filter(needsConsentBox)).toEqual(['survey', 'membership', 'contact']);
    expect(FORM_NOTICES.complaint.basis).toBe('legitimateUse');
  });

  it('name as readers the roles whose inbox holds the form, and only them', () => {
    expect(rolesThatSee('complaint')).toEqual(['Coordinator']);
    expect(rolesThatSee('membership')).toEqual(['Coordinator', 'RUFC Coach']);
    expect(rolesThatSee('survey')).toEqual(['Coordinator', 'Volunteer']);
    expect(rolesThatSee('payment')).toEqual(['Coordinator', 'Treasurer']);
  });
});

describe.each(['en', 'hi'] as const)('the notice at the top of each form (%s)', (locale) => {
  const text = messagesFor(locale).Privacy;

  it.each(FORMS)('%s: says what, why, how long, who sees it and the basis, with both links', async (formId) => {
    const notice = await renderNotice(locale, formId);
    expect(notice).toHaveTextContent(text.notice.collects[formId]);
    expect(notice).toHaveTextContent(text.notice.purpose[formId]);
    expect(notice).toHaveTextContent(text.notice.basis[FORM_NOTICES[formId].basis]);
    expect(within(notice).getByRole('link', { name: text.notice.privacyPolicy })).toHaveAttribute(
      'href',
      locale === 'en' ? '/footer/privacy-policy' : '/hi/footer/privacy-policy',
    );
    expect(within(notice).getByRole('link', { name: text.notice.yourData })).toHaveAttribute(
      'href',
      locale === 'en' ? '/footer/your-data' : '/hi/footer/your-data',
    );
  });

  it('words the periods from the retention table', async () => {
    const contact = await renderNotice(locale, 'contact');
    expect(contact).toHaveTextContent(locale === 'en' ? '2 years after our last reply' : 'आख़िरी जवाब के 2 साल बाद');
    expect(contact).toHaveTextContent(locale === 'en' ? "the foundation's Coordinator" : 'समन्वयक');
  });

  it('tells a minor that a parent is asked, and for how long the answer is awaited', async () => {
    const survey = await renderNotice(locale, 'survey');
    expect(survey).toHaveTextContent(locale === 'en' ? 'deleted after 14 days' : '14 दिन बाद');
    expect(survey).toHaveTextContent(
      locale === 'en' ? '12 months after the survey closes' : 'सर्वे बंद होने के 12 महीने बाद',
    );
  });
});

describe('a change of the retention table', () => {
  it('changes what the notice says', async () => {
    const contactRule = RETENTION_RULES.find((rule) => rule.kind === 'contact');
    if (!contactRule) throw new Error('no contact rule');
    const kept = contactRule.period;
    (contactRule as { period: object }).period = { years: 5 };
    try {
      const notice = await renderNotice('en', 'contact');
      expect(notice).toHaveTextContent('we delete it 5 years after our last reply');
    } finally {
      (contactRule as { period: object }).period = kept;
    }
  });
});
