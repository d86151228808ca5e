import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton } from '@/components/news/share-button';
import en from '@/lib/i18n/messages/en.json';

const TITLE = 'सासाराम में रोजगार मेला';
const URL_ = 'https://news.example.com/bihar/rozgar-mela';
const renderShare = () =>
  render(
    <NextIntlClientProvider locale="en" messages={{ News: en.News }}>
      <ShareButton title={TITLE} url={URL_} />
    </NextIntlClientProvider>,
  );

describe('share button', () => {
  afterEach(() => {
    // @ts-expect-error: jsdom has no Web Share API; tests add and remove it.
    delete navigator.share;
  });

  it('uses the Web Share API where the browser has it', async () => {
    const share = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    renderShare();
    await userEvent.click(screen.getByRole('button', { name: 'Share' }));
    expect(share).toHaveBeenCalledWith({ title: TITLE, url: URL_ });
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('otherwise offers WhatsApp and copy-link', async () => {
    const user = userEvent.setup();
    const writeText = vi.spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    renderShare();
    await user.click(screen.getByRole('button', { name: 'Share' }));
    const whatsapp = screen.getByRole('menuitem', { name: 'Share on WhatsApp' });
    expect(whatsapp).toHaveAttribute('href', `https://wa.me/?text=${encodeURIComponent(`${TITLE} ${URL_}`)}`);
    expect(whatsapp).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();
  });
});
