import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NextIntlClientProvider } from 'next-intl';
import { afterEach, beforeEach, expect, vi } from 'vitest';
import { PostsSection } from '@/components/team/posts/posts-section';
import { SAVE_PAUSE_MS } from '@/components/team/posts/use-post-autosave';
import en from '@/lib/i18n/messages/en.json';
import { POST_ID_PATTERN } from '@/lib/posts/limits';
import hi from '@/lib/i18n/messages/hi.json';
import { postServer } from './fake-posts-client';
import './prosemirror-jsdom';

/**
 * The workspace's Posts section as a test renders it, on the clock of the test: typing and its
 * pause before the save are driven by fake timers. Testing Library waits by advancing them when it
 * sees `jest` (it only knows Jest's fake timers), so findBy… works on this clock too.
 * Mock lib/posts/posts-client, lib/pictures/pictures-client and lib/team/id-token in the test file.
 */
export const catalogs = { en, hi } as const;

/** A new post's id, as the writer's device makes it before the first save. */
export const NEW_POST_ID = expect.stringMatching(POST_ID_PATTERN);

/** A user who types on the test's clock (each test runs on fake timers: onTheTestClock). */
export const user = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });

/** Each test of the file on fake timers, with an empty server and no mocked call left over. */
export function onTheTestClock() {
  beforeEach(() => {
    postServer.reset();
    vi.useFakeTimers();
    Object.assign(globalThis, { jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) } });
  });
  afterEach(() => {
    vi.useRealTimers();
    Reflect.deleteProperty(globalThis, 'jest');
    vi.clearAllMocks();
  });
}

/** The pause after typing that sends the draft to the server. */
export const pauseTyping = (ms = SAVE_PAUSE_MS) => act(() => vi.advanceTimersByTimeAsync(ms));

/** A frame of the page: the toolbar's buttons give the focus back to the writing box in the next. */
export const nextFrame = () => act(() => vi.advanceTimersByTimeAsync(20));

export function renderPosts(locale: 'en' | 'hi' = 'en') {
  const c = catalogs[locale];
  const section = () => (
    <NextIntlClientProvider
      locale={locale}
      timeZone="Asia/Kolkata"
      messages={{ Posts: c.Posts, Common: { blogCategories: c.Common.blogCategories } }}
    >
      <PostsSection />
    </NextIntlClientProvider>
  );
  return { ...render(section()), t: c.Posts, section };
}

/** The language tab's panel that is shown. */
export const shownPanel = () => screen.getByRole('tabpanel');

/** The body's writing box in the panel shown, once the editor is made (after the first render). */
export const bodyBox = async (name = catalogs.en.Posts.fields.body) =>
  within(shownPanel()).findByRole('textbox', { name });
