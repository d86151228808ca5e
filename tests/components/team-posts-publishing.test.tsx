import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PostContent } from '@/lib/posts/types';
import { deletePost, publishPost, saveDraft, seedPost, unpublishPost } from '../support/fake-posts-client';
import {
  bodyBox,
  catalogs,
  onTheTestClock,
  pauseTyping,
  renderPosts,
  shownPanel,
  user,
} from '../support/posts-section';

vi.mock('@/lib/posts/posts-client', () => import('../support/fake-posts-client'));
vi.mock('@/lib/pictures/pictures-client', () => import('../support/fake-pictures-client'));
vi.mock('@/lib/team/id-token', () => ({ currentIdToken: async () => 'id-token' }));

vi.setConfig({ testTimeout: 60_000 });
onTheTestClock();

const t = catalogs.en.Posts;
const field = (name: string) => within(shownPanel()).getByRole('textbox', { name });
const text = (title: string, body = '') => ({ title, description: '', body });
const yogaDay: PostContent = { kind: 'notice', text: { en: text('Yoga day', '<p>On the river bank.</p>') } };

async function openPost(title: RegExp, locale: 'en' | 'hi' = 'en') {
  renderPosts(locale);
  await user.click(await screen.findByRole('button', { name: title }));
}

const publishAttempt = () => user.click(screen.getByRole('button', { name: t.publish }));
const issues = () => screen.getByRole('alert');

describe('before publishing', () => {
  it('needs a title in at least one language, and a title for each version that has text', async () => {
    renderPosts();
    await user.click(await screen.findByRole('button', { name: t.newNotice }));
    await publishAttempt();
    expect(issues()).toHaveTextContent(t.issues.title);
    expect(issues()).toHaveTextContent(t.issues.noTitle);

    await user.click(await bodyBox());
    await user.keyboard('Come with water bottles.');
    expect(issues()).toHaveTextContent('The English version has text but no title: add its title.');
    await user.type(field(t.fields.title), 'Cycle rally');
    // The list follows the typing: nothing is left, so it goes.
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(publishPost).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'हिन्दी' }));
    await user.click(await bodyBox());
    await user.keyboard('पानी की बोतल साथ लाएँ।');
    await publishAttempt();
    expect(issues()).toHaveTextContent('The Hindi version has text but no title: add its title.');
    expect(issues()).not.toHaveTextContent(t.issues.noTitle);
    expect(publishPost).not.toHaveBeenCalled();
  });

  it('needs a date for an event’s time, and a category for a blog post', async () => {
    renderPosts();
    await user.click(await screen.findByRole('button', { name: t.newNotice }));
    await user.type(field(t.fields.title), 'Cycle rally');
    await user.type(screen.getByLabelText(t.eventTime), '07:00');
    await publishAttempt();
    expect(issues()).toHaveTextContent(t.issues.timeWithoutDate);
    await user.type(screen.getByLabelText(t.eventDate), '2026-12-20');
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: t.back }));
    await user.click(await screen.findByRole('button', { name: t.newBlog }));
    await user.type(field(t.fields.title), 'Our library');
    await publishAttempt();
    expect(issues()).toHaveTextContent(t.issues.noCategory);
    expect(publishPost).not.toHaveBeenCalled();
  });

  it('needs a description of every picture', async () => {
    seedPost({
      kind: 'blog',
      category: 'social',
      text: { hi: text('पुस्तकालय', '<p><img src="/api/pictures/a.jpg"></p>') },
    });
    await openPost(/पुस्तकालय/);
    await publishAttempt();
    expect(issues()).toHaveTextContent(
      'A picture in the Hindi version has no description: remove it and add it again with one.',
    );
    expect(publishPost).not.toHaveBeenCalled();
  });

  it('says so in Hindi on the Hindi page', async () => {
    const { t: hiT } = renderPosts('hi');
    await user.click(await screen.findByRole('button', { name: hiT.newNotice }));
    await user.click(screen.getByRole('button', { name: hiT.publish }));
    expect(issues()).toHaveTextContent(hiT.issues.noTitle);
  });
});

describe('publishing', () => {
  it('saves what was typed, publishes it, and shows it in the history and the list', async () => {
    seedPost(yogaDay);
    await openPost(/Yoga day/);
    expect(screen.getByText(t.stateNotes.draft)).toBeInTheDocument();
    await user.type(field(t.fields.title), ' 2026');
    await publishAttempt();
    expect(await screen.findByText(t.done.published)).toBeInTheDocument();
    expect(saveDraft).toHaveBeenCalledWith('id-token', 'post-1', expect.objectContaining({ kind: 'notice' }));
    expect(publishPost).toHaveBeenCalledWith('id-token', 'post-1');
    // The server publishes its stored draft: the typed text reached it first.
    expect(saveDraft.mock.invocationCallOrder[0]).toBeLessThan(publishPost.mock.invocationCallOrder[0] ?? 0);
    expect(screen.getByText(t.stateNotes.published)).toBeInTheDocument();
    const history = screen.getByRole('region', { name: t.history.title });
    expect(within(history).getAllByRole('listitem')[0]).toHaveTextContent(
      'Published by Priya Kumari (RYF001), 26 Nov 2026, 10:03 am',
    );
    expect(within(history).getAllByRole('listitem')[2]).toHaveTextContent('Created by Priya Kumari (RYF001)');

    // A change after publishing is saved, but not public until published again.
    await user.type(field(t.fields.title), '!');
    await pauseTyping();
    expect(await screen.findByText(t.stateNotes.changed)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.back }));
    const entry = await screen.findByRole('button', { name: /Yoga day 2026!/ });
    expect(entry).toHaveTextContent(`${t.kinds.notice} · ${t.states.changed}`);
    expect(entry).toHaveTextContent('Last change by Priya Kumari, 26 Nov 2026, 10:04 am');
  });

  it('unpublishes: the post leaves the site and stays a draft', async () => {
    seedPost(yogaDay, true);
    await openPost(/Yoga day/);
    expect(screen.getByText(t.stateNotes.published)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.unpublish }));
    expect(await screen.findByText(t.done.unpublished)).toBeInTheDocument();
    expect(unpublishPost).toHaveBeenCalledWith('id-token', 'post-1');
    expect(screen.queryByRole('button', { name: t.unpublish })).not.toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: t.history.title })).getAllByRole('listitem')[0]).toHaveTextContent(
      'Unpublished by Priya Kumari',
    );
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await screen.findByRole('button', { name: /Yoga day/ })).toHaveTextContent(t.states.draft);
  });

  it('says so when publishing fails for want of a connection', async () => {
    seedPost(yogaDay);
    await openPost(/Yoga day/);
    publishPost.mockRejectedValueOnce(
      new (await import('../support/fake-posts-client')).PostsRequestError(0, 'offline'),
    );
    await publishAttempt();
    expect(await screen.findByText(t.actionFailed.offline)).toBeInTheDocument();
    expect(screen.getByText(t.stateNotes.draft)).toBeInTheDocument();
  });

  it('deletes only after confirmation, and the list no longer has it', async () => {
    seedPost(yogaDay);
    seedPost({ kind: 'notice', text: { en: text('Tree planting') } });
    await openPost(/Yoga day/);
    await user.click(screen.getByRole('button', { name: t.delete }));
    const dialog = screen.getByRole('dialog', { name: t.deleteDialog.title });
    expect(dialog).toHaveTextContent(t.deleteDialog.text);
    await user.click(within(dialog).getByRole('button', { name: t.deleteDialog.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deletePost).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: t.delete }));
    await user.click(
      within(screen.getByRole('dialog', { name: t.deleteDialog.title })).getByRole('button', {
        name: t.deleteDialog.confirm,
      }),
    );
    expect(await screen.findByText(t.done.deleted)).toBeInTheDocument();
    expect(deletePost).toHaveBeenCalledWith('id-token', 'post-1');
    expect(screen.queryByRole('button', { name: /Yoga day/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Tree planting/ })).toBeInTheDocument();
  });
});

describe('the list', () => {
  it('shows each title in the page’s language, or the other', async () => {
    seedPost({ kind: 'notice', text: { en: text('Yoga day'), hi: text('योग दिवस') } });
    seedPost({ kind: 'blog', category: 'sports', text: { en: text('Football final') } });
    renderPosts('hi');
    const hiT = catalogs.hi.Posts;
    expect(await screen.findByRole('button', { name: /योग दिवस/ })).toHaveTextContent(
      `${hiT.kinds.notice} · ${hiT.states.draft}`,
    );
    const english = screen.getByRole('button', { name: /Football final/ });
    expect(within(english).getByText('Football final')).toHaveAttribute('lang', 'en');
    expect(english).toHaveTextContent(hiT.kinds.blog);
  });
});

describe('the preview', () => {
  it('shows the saved text on both language pages, as visitors will see it', async () => {
    seedPost({
      kind: 'notice',
      text: {
        en: { ...text('Yoga day', '<p>See <a href="https://rohtasyuva.org">us</a>.</p>'), place: 'Sasaram' },
        hi: text('योग दिवस', '<p>नदी किनारे।</p>'),
      },
      event: { date: '2026-12-20', time: '06:30' },
    });
    await openPost(/Yoga day/);
    await user.click(screen.getByRole('tab', { name: t.preview }));
    const english = screen.getByRole('region', { name: t.previewPane.page.en });
    expect(within(english).getByText('Yoga day')).toBeInTheDocument();
    expect(within(english).getByText('Event: Sunday, 20 December 2026 at 6:30 am, Sasaram')).toBeInTheDocument();
    // The server's text: its sanitiser's rel is there.
    expect(within(english).getByRole('link', { name: 'us' })).toHaveAttribute('rel', 'noopener');
    const hindi = screen.getByRole('region', { name: t.previewPane.page.hi });
    expect(within(hindi).getByText('योग दिवस').closest('[lang]')).toHaveAttribute('lang', 'hi');
    expect(within(hindi).getByText('नदी किनारे।')).toBeInTheDocument();
    expect(screen.queryByText(/this page will show/)).not.toBeInTheDocument();
  });

  it('says a page without its language will show the other, and when the last changes are not saved', async () => {
    seedPost(yogaDay);
    await openPost(/Yoga day/);
    await user.type(field(t.fields.title), '!');
    await user.click(screen.getByRole('tab', { name: t.preview }));
    expect(screen.getByText(t.previewPane.pending)).toBeInTheDocument();
    const hindi = screen.getByRole('region', { name: t.previewPane.page.hi });
    expect(hindi).toHaveTextContent(
      'No Hindi text: this page will show the English version, with a note that the post is only in English.',
    );
    expect(within(hindi).getByText('Yoga day')).toBeInTheDocument();
    await pauseTyping();
    await waitFor(() => expect(screen.queryByText(t.previewPane.pending)).not.toBeInTheDocument());
    expect(
      within(screen.getByRole('region', { name: t.previewPane.page.hi })).getByText('Yoga day!'),
    ).toBeInTheDocument();
  });

  it('waits for the first save of a new post', async () => {
    renderPosts();
    await user.click(await screen.findByRole('button', { name: t.newBlog }));
    await user.click(screen.getByRole('tab', { name: t.preview }));
    expect(screen.getByText(t.previewPane.notSaved)).toBeInTheDocument();
  });
});
