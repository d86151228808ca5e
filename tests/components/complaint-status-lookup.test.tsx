import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ComplaintStatusLookup } from '@/components/complaints/complaint-status-lookup';
import type { StatusResponse } from '@/lib/complaints/status-request';
import { formatDate } from '@/lib/i18n/format';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';

const fakes = vi.hoisted(() => ({ request: vi.fn() }));
vi.mock('@/lib/complaints/status-client', () => ({ requestComplaintStatus: fakes.request }));

const CHANGED_AT = Date.UTC(2026, 10, 20, 9, 45);
const catalogs = { en: en.ComplaintStatus, hi: hi.ComplaintStatus };

const lookup = (locale: 'en' | 'hi' = 'en') => (
  <NextIntlClientProvider locale={locale} messages={{ ComplaintStatus: catalogs[locale] }}>
    <ComplaintStatusLookup />
  </NextIntlClientProvider>
);

const referenceField = (locale: 'en' | 'hi' = 'en') =>
  screen.getByRole('textbox', { name: new RegExp(`^${catalogs[locale].reference}`) });
const mobileField = (locale: 'en' | 'hi' = 'en') =>
  screen.getByRole('textbox', { name: new RegExp(`^${catalogs[locale].mobile}`) });
const codeField = (locale: 'en' | 'hi' = 'en') =>
  screen.getByRole('textbox', { name: new RegExp(`^${catalogs[locale].code}`) });

async function check({ reference = 'CMP-AB12CD34', mobile = '98765 43210', locale = 'en' as 'en' | 'hi' } = {}) {
  await userEvent.type(referenceField(locale), reference);
  await userEvent.type(mobileField(locale), mobile);
  await userEvent.click(screen.getByRole('button', { name: catalogs[locale].check }));
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('the check button', () => {
  it('is on in the server HTML, where both proofs are named fields, so the form posts whole to the server without scripts', () => {
    const html = renderToString(lookup());
    expect(html).not.toMatch(/<button[^>]*type="submit"[^>]*disabled=""/);
    for (const name of ['reference', 'method', 'mobile', 'code']) expect(html).toContain(`name="${name}"`);
  });

  it('is on once the page is live, with only the chosen proof to fill in', async () => {
    render(lookup());
    expect(await screen.findByRole('button', { name: en.ComplaintStatus.check })).toBeEnabled();
    expect(mobileField()).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: new RegExp(`^${en.ComplaintStatus.code}`) })).toBeNull();
  });
});

describe('on the complaint page', () => {
  it.each([
    ['en', en],
    ['hi', hi],
  ] as const)(
    'labels nothing (%s) the way the complaint form above it does, so each field can be found',
    (_, catalog) => {
      const form = catalog.Forms.complaint;
      const formLabels = new Set<string>([...Object.values(form.fields), form.submit, form.title]);
      const own = catalog.ComplaintStatus;
      for (const label of [own.reference, own.mobile, own.code, own.check, own.title, ...Object.values(own.methods)]) {
        expect(formLabels).not.toContain(label);
      }
    },
  );
});

describe('in English', () => {
  it('has its own heading, the reference and a choice of mobile number or code', () => {
    render(lookup());
    expect(screen.getByRole('heading', { level: 2, name: "Check your complaint's status" })).toBeInTheDocument();
    expect(referenceField()).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I gave my mobile number' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'I sent it anonymously (I have a code)' })).not.toBeChecked();
  });

  it('shows only the status in words and when it last changed, in Indian time', async () => {
    fakes.request.mockResolvedValue({
      ok: true,
      status: 'acknowledged',
      changedAt: CHANGED_AT,
    } satisfies StatusResponse);
    render(lookup());
    await check();
    const result = screen.getByRole('status');
    await within(result).findByText('Status: Acknowledged');
    const when = formatDate('en', CHANGED_AT, { dateStyle: 'medium', timeStyle: 'short' });
    expect(when).toMatch(/3:15\s?pm/i); // 09:45 UTC is 15:15 in India
    expect(result.textContent).toBe(`Status: AcknowledgedLast changed: ${when}`);
    expect(fakes.request).toHaveBeenCalledWith({ reference: 'CMP-AB12CD34', mobile: '98765 43210' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    [{ ok: false, code: 'notFound' }, 'We found no complaint with that reference and mobile number or code.'],
    [{ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 12 }, 'Too many attempts. Try again in 12 minutes.'],
    [{ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 1 }, 'Too many attempts. Try again in 1 minute.'],
    [
      { ok: false, code: 'failed' },
      'We could not check the status just now. Please check your connection and try again.',
    ],
    [{ ok: false, code: 'invalid' }, 'Please check what you typed and try again.'],
  ] satisfies [StatusResponse, string][])('shows %j as an alert and keeps what was typed', async (answer, message) => {
    fakes.request.mockResolvedValue(answer);
    render(lookup());
    await check();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(referenceField()).toHaveValue('CMP-AB12CD34');
    expect(mobileField()).toHaveValue('98765 43210');
  });

  it.each([
    ['reference', { reference: 'CMP-AB12', mobile: '9876543210' }, 'Check the reference: it looks like CMP-AB12CD34.'],
    [
      'mobile',
      { reference: 'CMP-AB12CD34', mobile: '12345' },
      'Check the mobile number: 10 digits, starting with 6, 7, 8 or 9.',
    ],
  ] as const)('says which field is wrong (%s), without asking the server', async (field, typed, message) => {
    render(lookup());
    await check(typed);
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    const wrong = field === 'reference' ? referenceField() : mobileField();
    expect(wrong).toHaveAttribute('aria-invalid', 'true');
    expect(wrong).toHaveFocus();
    expect(referenceField()).toHaveValue(typed.reference);
    expect(mobileField()).toHaveValue(typed.mobile);
    expect(fakes.request).not.toHaveBeenCalled();
  });

  it('switches between the mobile number and the code, keeping each, and sends only the chosen one', async () => {
    fakes.request.mockResolvedValue({ ok: true, status: 'received', changedAt: CHANGED_AT } satisfies StatusResponse);
    render(lookup());
    await userEvent.type(referenceField(), 'zx98yw76');
    await userEvent.type(mobileField(), '9876543210');
    await userEvent.click(screen.getByRole('radio', { name: 'I sent it anonymously (I have a code)' }));
    expect(
      screen.queryByRole('textbox', { name: new RegExp(`^${en.ComplaintStatus.mobile}`) }),
    ).not.toBeInTheDocument();
    await userEvent.type(codeField(), 'k7m2q9');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(fakes.request).toHaveBeenCalledWith({ reference: 'zx98yw76', code: 'k7m2q9' });
    expect(await screen.findByText('Status: Received')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: 'I gave my mobile number' }));
    expect(mobileField()).toHaveValue('9876543210');
    await userEvent.click(screen.getByRole('radio', { name: 'I sent it anonymously (I have a code)' }));
    expect(codeField()).toHaveValue('k7m2q9');
  });

  it('says when the code is not one it could be', async () => {
    render(lookup());
    await userEvent.type(referenceField(), 'CMP-ZX98YW76');
    await userEvent.click(screen.getByRole('radio', { name: 'I sent it anonymously (I have a code)' }));
    await userEvent.type(codeField(), 'K7M2');
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Check the secret code: 6 letters and numbers, as shown when you sent the complaint.',
    );
    expect(codeField()).toHaveFocus();
    expect(codeField()).toHaveValue('K7M2');
    expect(fakes.request).not.toHaveBeenCalled();
  });

  it('clears an earlier result when the next check fails', async () => {
    fakes.request.mockResolvedValueOnce({ ok: true, status: 'closed', changedAt: CHANGED_AT });
    fakes.request.mockResolvedValueOnce({ ok: false, code: 'notFound' });
    render(lookup());
    await check();
    expect(await screen.findByText('Status: Closed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Check status' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.queryByText('Status: Closed')).not.toBeInTheDocument();
  });
});

describe('in Hindi', () => {
  it('labels everything in Hindi', () => {
    render(lookup('hi'));
    expect(screen.getByRole('heading', { level: 2, name: 'अपनी शिकायत की स्थिति जाँचें' })).toBeInTheDocument();
    expect(referenceField('hi')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'मैंने अपना मोबाइल नंबर दिया था' })).toBeChecked();
    expect(screen.getByRole('button', { name: 'स्थिति जाँचें' })).toBeInTheDocument();
  });

  it('shows the status in Hindi with the date in Hindi', async () => {
    fakes.request.mockResolvedValue({ ok: true, status: 'investigating', changedAt: CHANGED_AT });
    render(lookup('hi'));
    await check({ locale: 'hi' });
    const result = screen.getByRole('status');
    await within(result).findByText('स्थिति: जाँच चल रही है');
    const when = formatDate('hi', CHANGED_AT, { dateStyle: 'medium', timeStyle: 'short' });
    expect(result.textContent).toBe(`स्थिति: जाँच चल रही हैआख़िरी बदलाव: ${when}`);
  });

  it.each([
    [{ ok: false, code: 'notFound' }, 'इस संदर्भ संख्या और मोबाइल नंबर या कोड वाली कोई शिकायत हमें नहीं मिली।'],
    [{ ok: false, code: 'tooManyAttempts', retryAfterMinutes: 12 }, 'बहुत ज़्यादा प्रयास हो गए। 12 मिनट बाद फिर कोशिश करें।'],
    [{ ok: false, code: 'failed' }, 'हम अभी स्थिति नहीं जाँच सके। कृपया अपना इंटरनेट कनेक्शन जाँचें और फिर से कोशिश करें।'],
  ] satisfies [StatusResponse, string][])('shows %j in Hindi', async (answer, message) => {
    fakes.request.mockResolvedValue(answer);
    render(lookup('hi'));
    await check({ locale: 'hi' });
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(referenceField('hi')).toHaveValue('CMP-AB12CD34');
  });

  it('says which field is wrong in Hindi', async () => {
    render(lookup('hi'));
    await check({ locale: 'hi', mobile: '123' });
    expect(screen.getByRole('alert')).toHaveTextContent('मोबाइल नंबर जाँचें: 10 अंक, जो 6, 7, 8 या 9 से शुरू हों।');
  });
});
