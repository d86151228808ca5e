import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { YourDataForm } from '@/components/privacy/your-data-form';
import { formatDate } from '@/lib/i18n/format';
import en from '@/lib/i18n/messages/en.json';
import hi from '@/lib/i18n/messages/hi.json';
import { DATA_REQUEST_KINDS } from '@/lib/privacy/data-requests/model';
import { EMPTY_YOUR_DATA, YOUR_DATA_FIELDS, type YourDataAnswer } from '@/lib/privacy/data-requests/page-form';

const fakes = vi.hoisted(() => ({ post: vi.fn() }));
vi.mock('@/lib/privacy/data-requests/page-actions', () => ({ postYourData: fakes.post }));

const SENT_AT = Date.UTC(2026, 10, 2, 6, 30);
const t = en.YourData;
const typed = { ...EMPTY_YOUR_DATA, reference: 'MSG-AB12CD34', mobile: '9876543210' };
const proven: YourDataAnswer = {
  typed,
  found: {
    reference: 'MSG-AB12CD34',
    form: 'contact',
    erased: false,
    requests: [
      {
        kind: 'summary',
        createdAt: SENT_AT,
        replyBy: SENT_AT + 8 * 86_400_000,
        resolveBy: SENT_AT + 30 * 86_400_000,
        status: 'answered',
        answer: 'We hold your name and mobile.',
        answeredAt: SENT_AT + 86_400_000,
      },
    ],
  },
};

const form = (locale: 'en' | 'hi' = 'en', initial: YourDataAnswer | null = null) => (
  <NextIntlClientProvider locale={locale} messages={{ YourData: (locale === 'en' ? en : hi).YourData }}>
    <YourDataForm initial={initial} />
  </NextIntlClientProvider>
);

afterEach(() => vi.clearAllMocks());

describe('the Your data form', () => {
  it('is a plain form in the server HTML, every field named, so it posts without scripts', () => {
    const html = renderToString(form());
    for (const name of ['reference', 'method', 'mobile', 'code', 'intent']) expect(html).toContain(`name="${name}"`);
    expect(html).not.toMatch(/<button[^>]*disabled=""/);
  });

  it('posts the proof and shows the requests with the team’s answers', async () => {
    fakes.post.mockResolvedValue(proven);
    render(form());
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t.reference}`) }), 'MSG-AB12CD34');
    await userEvent.type(screen.getByRole('textbox', { name: new RegExp(`^${t.mobile}`) }), '9876543210');
    await userEvent.click(screen.getByRole('button', { name: t.look }));
    const sent = fakes.post.mock.calls[0]?.[1] as FormData;
    expect(Object.fromEntries(sent)).toMatchObject({
      reference: 'MSG-AB12CD34',
      mobile: '9876543210',
      method: 'mobile',
      intent: 'look',
    });
    const status = screen.getByRole('status');
    expect(await within(status).findByText(/We hold your name and mobile\./)).toBeInTheDocument();
    expect(within(status).getByRole('heading', { name: 'Requests about MSG-AB12CD34' })).toBeInTheDocument();
    // The proof stays typed for the next post, which proves it again.
    expect(screen.getByRole('textbox', { name: new RegExp(`^${t.mobile}`) })).toHaveValue('9876543210');
  });

  it('offers every kind of request once a record is found, and shows the dates and the erasure’s code', async () => {
    fakes.post.mockResolvedValue({
      ...proven,
      sent: {
        kind: 'erasure',
        repeated: false,
        replyBy: SENT_AT + 8 * 86_400_000,
        resolveBy: SENT_AT + 30 * 86_400_000,
        code: 'P4W8XZ',
      },
    } satisfies YourDataAnswer);
    render(form('en', proven));
    const kinds = screen.getByRole('radiogroup', { name: t.kind });
    expect(within(kinds).getAllByRole('radio')).toHaveLength(DATA_REQUEST_KINDS.length);
    await userEvent.click(within(kinds).getByRole('radio', { name: t.kindChoices.erasure }));
    await userEvent.click(screen.getByRole('button', { name: t.send }));
    expect(Object.fromEntries(fakes.post.mock.calls[0]?.[1] as FormData)).toMatchObject({
      kind: 'erasure',
      intent: 'ask',
    });
    expect(await screen.findByText('P4W8XZ')).toBeInTheDocument();
    expect(screen.getByText('Your request (erasure) has been received.')).toBeInTheDocument();
    expect(
      screen.getAllByText(
        `We will reply by ${formatDate('en', SENT_AT + 8 * 86_400_000, { dateStyle: 'long' })} and resolve it by ${formatDate('en', SENT_AT + 30 * 86_400_000, { dateStyle: 'long' })}.`,
        { selector: 'p' },
      )[0],
    ).toBeInTheDocument();
  });

  it('says only that nothing was found, as an alert', () => {
    render(form('en', { typed, problem: { kind: 'notFound' } }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.errors.notFound);
    expect(screen.queryByRole('button', { name: t.send })).not.toBeInTheDocument();
  });

  it('has every label, kind, status and error in Hindi', () => {
    render(form('hi', proven));
    expect(screen.getByRole('button', { name: hi.YourData.look })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: hi.YourData.kind })).toBeInTheDocument();
    for (const field of YOUR_DATA_FIELDS) expect(hi.YourData.errors.invalid[field]).toMatch(/[\u0900-\u097F]/);
    for (const kind of DATA_REQUEST_KINDS) {
      expect(hi.YourData.kindChoices[kind]).toMatch(/[\u0900-\u097F]/);
      expect(hi.DataRequests.kinds[kind]).toMatch(/[\u0900-\u097F]/);
    }
  });
});
