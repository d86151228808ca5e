import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { NextIntlClientProvider } from 'next-intl';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { PostsOnDemand } from '@/components/team/posts/posts-on-demand';
import { postServer, seedPost } from '../support/fake-posts-client';
import { catalogs, renderPosts } from '../support/posts-section';

vi.mock('@/lib/posts/posts-client', () => import('../support/fake-posts-client'));
vi.mock('@/lib/pictures/pictures-client', () => import('../support/fake-pictures-client'));
vi.mock('@/lib/team/id-token', () => ({ currentIdToken: async () => 'id-token' }));

vi.setConfig({ testTimeout: 60_000 });
// Real timers here: axe waits on them.
beforeEach(() => postServer.reset());
const user = userEvent.setup();

/**
 * What axe finds, every impact. jsdom lays nothing out, so contrast and sizes are left to the
 * browser test (e2e/axe.spec.ts); names, roles, labels, languages and structure are checked here.
 * Behind an open dialog MUI hides the page with aria-hidden; axe lets that pass when it sees the
 * modal dialog shown, which it cannot tell without layout, so that rule waits for the browser too.
 */
async function axeFindings() {
  const dialogOpen = screen.queryByRole('dialog') !== null;
  const results = await axe.run(document.body, {
    rules: { 'color-contrast': { enabled: false }, 'aria-hidden-focus': { enabled: !dialogOpen } },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((n) => n.target).join(' ')}`);
}

describe('the Posts section on demand', () => {
  it.each(['en', 'hi'] as const)('says it is loading, then shows the posts, in %s', async (locale) => {
    const t = catalogs[locale].Posts;
    seedPost({ kind: 'notice', text: { en: { title: 'Yoga day', description: '', body: '' } } });
    render(
      <NextIntlClientProvider
        locale={locale}
        messages={{ Posts: t, Common: { blogCategories: catalogs[locale].Common.blogCategories } }}
      >
        <PostsOnDemand />
      </NextIntlClientProvider>,
    );
    expect(screen.getByRole('status')).toHaveTextContent(t.loading);
    const section = await screen.findByRole('region', { name: t.title });
    expect(await within(section).findByRole('button', { name: /Yoga day/ })).toBeInTheDocument();
  });
});

describe('axe', () => {
  it.each(['en', 'hi'] as const)(
    'finds nothing in the list, the writing box, the preview and the dialogs, in %s',
    async (locale) => {
      const t = catalogs[locale].Posts;
      seedPost(
        {
          kind: 'notice',
          text: {
            en: { title: 'Yoga day', description: 'At six.', body: '<p>On the <a href="https://x.org">bank</a>.</p>' },
          },
          event: { date: '2026-12-20', time: '06:30' },
        },
        true,
      );
      renderPosts(locale);
      await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
      expect(await axeFindings()).toEqual([]);

      await user.click(screen.getByRole('tab', { name: t.preview }));
      expect(await axeFindings()).toEqual([]);

      await user.click(screen.getByRole('tab', { name: 'हिन्दी' }));
      await within(screen.getByRole('tabpanel')).findByRole('textbox', { name: t.fields.body });
      await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: t.toolbar.picture }));
      await user.click(screen.getByRole('button', { name: t.pictureDialog.insert }));
      expect(await axeFindings()).toEqual([]);
      await user.click(screen.getByRole('button', { name: t.pictureDialog.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(within(screen.getByRole('tabpanel')).getByRole('button', { name: t.toolbar.link }));
      expect(await axeFindings()).toEqual([]);
      await user.click(screen.getByRole('button', { name: t.linkDialog.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: t.delete }));
      expect(await axeFindings()).toEqual([]);
      await user.click(screen.getByRole('button', { name: t.deleteDialog.cancel }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

      await user.click(screen.getByRole('button', { name: t.back }));
      await screen.findByRole('button', { name: t.newNotice });
      expect(await axeFindings()).toEqual([]);
    },
  );
});
