import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SAVE_PAUSE_MS } from '@/components/team/posts/use-post-autosave';
import { deviceDrafts, keepOnDevice } from '@/lib/posts/device-drafts';
import { createPost, postServer, PostsRequestError, saveDraft, seedPost } from '../support/fake-posts-client';
import {
  catalogs,
  onTheTestClock,
  pauseTyping,
  user,
  renderPosts,
  shownPanel,
  bodyBox,
  NEW_POST_ID,
} from '../support/posts-section';

vi.mock('@/lib/posts/posts-client', () => import('../support/fake-posts-client'));
vi.mock('@/lib/pictures/pictures-client', () => import('../support/fake-pictures-client'));
vi.mock('@/lib/team/id-token', () => ({ currentIdToken: async () => 'id-token' }));

// Whole MUI forms and an editor per language: slow to render in jsdom on a busy machine.
vi.setConfig({ testTimeout: 60_000 });

const t = catalogs.en.Posts;
const field = (name: string) => within(shownPanel()).getByRole('textbox', { name });
const status = () =>
  screen
    .getAllByRole('status')
    .map((element) => element.textContent)
    .join(' ');
const noticeAbout = (title: string) => ({
  kind: 'notice' as const,
  text: { en: { title, description: '', body: '' } },
});

onTheTestClock();

describe('a new post', () => {
  it('is kept on the device at each change and goes to the server once typing pauses', async () => {
    renderPosts();
    await user.click(await screen.findByRole('button', { name: t.newNotice }));
    expect(screen.getByRole('heading', { name: 'Editing: Notice' })).toBeInTheDocument();
    expect(status()).toContain(t.save.notStarted);

    await user.type(field(t.fields.title), 'Football trials');
    expect(deviceDrafts()).toHaveLength(1);
    expect(deviceDrafts()[0]?.content.text.en?.title).toBe('Football trials');
    expect(status()).toContain(t.save.pending);
    await pauseTyping(SAVE_PAUSE_MS - 10);
    expect(createPost).not.toHaveBeenCalled();

    await pauseTyping(10);
    expect(createPost).toHaveBeenCalledTimes(1);
    expect(createPost).toHaveBeenCalledWith('id-token', noticeAbout('Football trials'), NEW_POST_ID);
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
    // The server has it: the device keeps nothing more.
    expect(deviceDrafts()).toEqual([]);

    // The next change goes to the same post.
    await user.type(field(t.fields.title), ' on Sunday');
    await pauseTyping();
    expect(createPost).toHaveBeenCalledTimes(1);
    expect(saveDraft).toHaveBeenCalledWith('id-token', 'post-1', noticeAbout('Football trials on Sunday'));
  });

  it('writes a notice with an event date, time and place, and its body from the writing box', async () => {
    renderPosts();
    await user.click(await screen.findByRole('button', { name: t.newNotice }));
    await user.type(field(t.fields.title), 'Blood donation camp');
    await user.type(field(t.fields.description), 'At the block office.');
    await user.type(field(t.fields.place), 'Sasaram');
    await user.type(screen.getByLabelText(t.eventDate), '2026-12-20');
    await user.type(screen.getByLabelText(t.eventTime), '10:30');
    await user.click(await bodyBox());
    await user.keyboard('Bring your Aadhaar card.');
    await pauseTyping();
    expect(createPost).toHaveBeenLastCalledWith(
      'id-token',
      {
        kind: 'notice',
        text: {
          en: {
            title: 'Blood donation camp',
            description: 'At the block office.',
            body: '<p>Bring your Aadhaar card.</p>',
            place: 'Sasaram',
          },
        },
        event: { date: '2026-12-20', time: '10:30' },
      },
      NEW_POST_ID,
    );
  });

  it('writes a blog post in Hindi, with its category, the Hindi fields marked as Hindi', async () => {
    const { t: hiT } = renderPosts('hi');
    await user.click(await screen.findByRole('button', { name: hiT.newBlog }));
    expect(screen.queryByLabelText(hiT.eventDate)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: hiT.category }), 'खेल');
    // The Hindi page opens on the Hindi text.
    expect(screen.getByRole('tab', { name: 'हिन्दी', selected: true })).toBeInTheDocument();
    const title = field(hiT.fields.title);
    expect(title).toHaveAttribute('lang', 'hi');
    await user.type(title, 'खेल दिवस');
    await user.click(await bodyBox(hiT.fields.body));
    expect(await bodyBox(hiT.fields.body)).toHaveAttribute('lang', 'hi');
    await user.keyboard('सब आएँ');
    await pauseTyping();
    expect(createPost).toHaveBeenLastCalledWith(
      'id-token',
      {
        kind: 'blog',
        category: 'sports',
        text: { hi: { title: 'खेल दिवस', description: '', body: '<p>सब आएँ</p>' } },
      },
      NEW_POST_ID,
    );

    await user.click(screen.getByRole('tab', { name: 'English' }));
    expect(field(hiT.fields.title)).toHaveAttribute('lang', 'en');
  });
});

describe('without a connection', () => {
  it('says so in words and keeps the change on the device; back online, it is saved', async () => {
    seedPost(noticeAbout('Yoga day'));
    renderPosts();
    await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
    postServer.offline = true;
    await user.type(field(t.fields.title), ' at 6 am');
    await pauseTyping();
    expect(await screen.findByText(t.save.offline)).toBeInTheDocument();
    expect(deviceDrafts()[0]?.content.text.en?.title).toBe('Yoga day at 6 am');
    expect(screen.getByRole('button', { name: t.save.retry })).toBeInTheDocument();

    postServer.offline = false;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
    expect(saveDraft).toHaveBeenLastCalledWith('id-token', 'post-1', noticeAbout('Yoga day at 6 am'));
    expect(deviceDrafts()).toEqual([]);
  });

  it('tries again when asked', async () => {
    seedPost(noticeAbout('Yoga day'));
    renderPosts();
    await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
    postServer.offline = true;
    await user.type(field(t.fields.title), '!');
    await pauseTyping();
    await user.click(await screen.findByRole('button', { name: t.save.retry }));
    expect(await screen.findByText(t.save.offline)).toBeInTheDocument();
    postServer.offline = false;
    await user.click(screen.getByRole('button', { name: t.save.retry }));
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
    expect(saveDraft).toHaveBeenLastCalledWith('id-token', 'post-1', noticeAbout('Yoga day!'));
  });
});

describe('a save the server refuses', () => {
  it.each([
    ['signed out', new PostsRequestError(401, 'unauthorised'), t.save.signedOut],
    ['refused', new PostsRequestError(500, 'failed'), t.save.failed],
  ])('says so in words when %s, and keeps the change on the device', async (_, refusal, words) => {
    seedPost(noticeAbout('Yoga day'));
    renderPosts();
    await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
    saveDraft.mockRejectedValueOnce(refusal);
    await user.type(field(t.fields.title), '!');
    await pauseTyping();
    expect(await screen.findByText(words)).toBeInTheDocument();
    expect(deviceDrafts()[0]?.content.text.en?.title).toBe('Yoga day!');
    await user.click(screen.getByRole('button', { name: t.save.retry }));
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
  });
});

describe('after a closed tab', () => {
  it('restores the changes the server never got, says so, and saves them', async () => {
    seedPost(noticeAbout('Yoga day'));
    const first = renderPosts();
    await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
    await user.type(field(t.fields.title), ' moved to Monday');
    first.unmount();
    expect(saveDraft).not.toHaveBeenCalled();

    renderPosts();
    const entry = await screen.findByRole('button', { name: /Yoga day/ });
    expect(entry).toHaveTextContent(t.keptOnPhone);
    expect(
      screen.getByText(
        '1 post has changes kept on this phone that have not reached the server: open it to restore the changes and save them.',
      ),
    ).toBeInTheDocument();
    await user.click(entry);
    expect(field(t.fields.title)).toHaveValue('Yoga day moved to Monday');
    expect(screen.getByText(/Restored the changes kept on this phone/)).toBeInTheDocument();
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
    expect(saveDraft).toHaveBeenCalledWith('id-token', 'post-1', noticeAbout('Yoga day moved to Monday'));
  });

  it('goes back to the saved version when asked', async () => {
    const post = seedPost(noticeAbout('Yoga day'));
    keepOnDevice({
      key: post.id,
      content: noticeAbout('Yoga night'),
      changedAt: Date.now(),
      baseUpdatedAt: post.updatedAt,
    });
    renderPosts();
    await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
    expect(field(t.fields.title)).toHaveValue('Yoga night');
    await user.click(screen.getByRole('button', { name: t.useSaved }));
    expect(field(t.fields.title)).toHaveValue('Yoga day');
    // The restored copy went to the server at once: going back is saved in turn.
    await pauseTyping();
    await waitFor(() => expect(saveDraft).toHaveBeenLastCalledWith('id-token', post.id, noticeAbout('Yoga day')));
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
    expect(deviceDrafts()).toEqual([]);
  });

  it('keeps a new post that never reached the server, and sends it when opened', async () => {
    postServer.offline = true;
    const first = renderPosts();
    // Without a connection the list does not load, and says so.
    expect(await screen.findByRole('alert')).toHaveTextContent(t.loadFailed);
    first.unmount();
    postServer.offline = false;

    const second = renderPosts();
    await user.click(await screen.findByRole('button', { name: t.newNotice }));
    await user.type(field(t.fields.title), 'Cleanliness drive');
    second.unmount();
    expect(createPost).not.toHaveBeenCalled();

    renderPosts();
    const entry = await screen.findByRole('button', { name: /Cleanliness drive/ });
    expect(entry).toHaveTextContent(`${t.kinds.notice} · ${t.states.local}`);
    await user.click(entry);
    expect(field(t.fields.title)).toHaveValue('Cleanliness drive');
    expect(await screen.findByText(t.save.saved)).toBeInTheDocument();
    expect(createPost).toHaveBeenCalledWith('id-token', noticeAbout('Cleanliness drive'), NEW_POST_ID);
    // Named once, on this device, before the first save: a second try would use the same id.
    expect(postServer.namedNew).toHaveLength(1);
    // Kept under the server's id from now on, and listed once.
    await user.click(screen.getByRole('button', { name: t.back }));
    expect(await screen.findAllByRole('button', { name: /Cleanliness drive/ })).toHaveLength(1);
    expect(deviceDrafts()).toEqual([]);
  });

  it('offers, rather than restores, a copy made before changes saved since', async () => {
    const post = seedPost(noticeAbout('Yoga day'));
    keepOnDevice({
      key: post.id,
      content: noticeAbout('Yoga night'),
      changedAt: Date.now(),
      baseUpdatedAt: post.updatedAt - 60_000,
    });
    renderPosts();
    await user.click(await screen.findByRole('button', { name: /Yoga day/ }));
    expect(field(t.fields.title)).toHaveValue('Yoga day');
    expect(screen.getByText(/Since then, Priya Kumari saved this post/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: t.useDevice }));
    expect(field(t.fields.title)).toHaveValue('Yoga night');
    await pauseTyping();
    await waitFor(() => expect(saveDraft).toHaveBeenCalledWith('id-token', post.id, noticeAbout('Yoga night')));
  });
});
