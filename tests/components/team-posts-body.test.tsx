import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createPost } from '../support/fake-posts-client';
import { PictureUploadError, uploadPicture } from '../support/fake-pictures-client';
import {
  bodyBox,
  catalogs,
  onTheTestClock,
  user,
  nextFrame,
  pauseTyping,
  renderPosts,
  shownPanel,
  NEW_POST_ID,
} from '../support/posts-section';

vi.mock('@/lib/posts/posts-client', () => import('../support/fake-posts-client'));
vi.mock('@/lib/pictures/pictures-client', () => import('../support/fake-pictures-client'));
vi.mock('@/lib/team/id-token', () => ({ currentIdToken: async () => 'id-token' }));

vi.setConfig({ testTimeout: 60_000 });

const t = catalogs.en.Posts;
const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff])], 'camp.jpg', { type: 'image/jpeg' });
const tool = (name: string) => within(shownPanel()).getByRole('button', { name });

onTheTestClock();

async function newBlogPost(locale: 'en' | 'hi' = 'en') {
  const { t: labels } = renderPosts(locale);
  await user.click(await screen.findByRole('button', { name: labels.newBlog }));
  const body = await bodyBox(labels.fields.body);
  await user.click(body);
  return body;
}

describe('the toolbar', () => {
  it('formats without markup, and says which toggles are on', async () => {
    const body = await newBlogPost();
    const toolbar = within(shownPanel()).getByRole('toolbar', { name: 'Formatting of the English text' });
    await user.keyboard('Sports');
    expect(tool(t.toolbar.bold)).toHaveAttribute('aria-pressed', 'false');
    await user.click(tool(t.toolbar.bold));
    expect(tool(t.toolbar.bold)).toHaveAttribute('aria-pressed', 'true');
    await nextFrame();
    await user.keyboard(' day');
    expect(body.innerHTML).toBe('<p>Sports<strong> day</strong></p>');
    await user.click(tool(t.toolbar.italic));
    expect(tool(t.toolbar.italic)).toHaveAttribute('aria-pressed', 'true');

    await user.click(tool(t.toolbar.heading));
    expect(tool(t.toolbar.heading)).toHaveAttribute('aria-pressed', 'true');
    expect(body.querySelector('h2')).toHaveTextContent('Sports day');
    await user.click(tool(t.toolbar.subheading));
    expect(body.querySelector('h3')).toHaveTextContent('Sports day');
    await user.click(tool(t.toolbar.bulletList));
    expect(tool(t.toolbar.bulletList)).toHaveAttribute('aria-pressed', 'true');
    expect(body.querySelector('ul li')).toHaveTextContent('Sports day');
    // A second later: undo takes back what was done together, and this is a step of its own.
    await act(() => vi.advanceTimersByTimeAsync(1000));
    await user.click(tool(t.toolbar.orderedList));
    expect(body.querySelector('ol li')).toHaveTextContent('Sports day');

    await user.click(tool(t.toolbar.undo));
    expect(body.querySelector('ol')).toBeNull();
    expect(body.querySelector('ul li')).toHaveTextContent('Sports day');
    await user.click(tool(t.toolbar.redo));
    expect(body.querySelector('ol li')).toHaveTextContent('Sports day');

    // From the keyboard: Tab reaches the toolbar's buttons, arrows move along them.
    tool(t.toolbar.bold).focus();
    await user.keyboard('{ArrowRight}');
    expect(tool(t.toolbar.italic)).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tool(t.toolbar.subheading)).toHaveFocus();
    expect(toolbar).toBeInTheDocument();
  });
});

describe('a link', () => {
  it('refuses a javascript: address, and takes a web address', async () => {
    const body = await newBlogPost();
    await user.keyboard('Read more: ');
    await user.click(tool(t.toolbar.link));
    const dialog = screen.getByRole('dialog', { name: t.linkDialog.title });
    const address = within(dialog).getByRole('textbox', { name: t.linkDialog.address });
    await user.type(address, 'javascript:alert(1)');
    await user.click(within(dialog).getByRole('button', { name: t.linkDialog.add }));
    expect(within(dialog).getByText(t.linkDialog.refused)).toBeInTheDocument();
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(body.querySelector('a')).toBeNull();

    await user.clear(address);
    await user.type(address, 'https://rohtasyuva.org/join');
    await user.click(within(dialog).getByRole('button', { name: t.linkDialog.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body.querySelector('a')).toHaveAttribute('href', 'https://rohtasyuva.org/join');
    expect(body.querySelector('a')).toHaveTextContent('https://rohtasyuva.org/join');
  });
});

describe('a link being changed', () => {
  it('shows as pressed in the toolbar, and can be removed', async () => {
    const body = await newBlogPost();
    await user.click(tool(t.toolbar.link));
    await user.type(screen.getByRole('textbox', { name: t.linkDialog.address }), 'mailto:team@rohtasyuva.org');
    await user.click(screen.getByRole('button', { name: t.linkDialog.add }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body.querySelector('a')).toHaveAttribute('href', 'mailto:team@rohtasyuva.org');

    // Back inside the link's text.
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(tool(t.toolbar.link)).toHaveAttribute('aria-pressed', 'true');
    await user.click(tool(t.toolbar.link));
    const address = screen.getByRole('textbox', { name: t.linkDialog.address });
    expect(address).toHaveValue('mailto:team@rohtasyuva.org');
    await user.click(screen.getByRole('button', { name: t.linkDialog.remove }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(body.querySelector('a')).toBeNull();
    expect(body).toHaveTextContent('mailto:team@rohtasyuva.org');
  });
});

describe('a picture', () => {
  it('goes in only with a description in that version’s language, which the picture carries', async () => {
    const body = await newBlogPost();
    await user.click(tool(t.toolbar.picture));
    const dialog = screen.getByRole('dialog', { name: t.pictureDialog.title });
    const input = within(dialog).getByLabelText(t.pictureDialog.choose, { selector: 'input' });
    expect(input).toHaveAttribute('accept', 'image/*');
    const file = photo();
    await user.upload(input, file);
    expect(await within(dialog).findByText(t.pictureDialog.uploaded)).toBeInTheDocument();
    expect(uploadPicture).toHaveBeenCalledWith('id-token', file);

    const alt = within(dialog).getByRole('textbox', { name: 'Describe the picture in English (required)' });
    expect(alt).toHaveAttribute('lang', 'en');
    expect(within(dialog).getByText(t.pictureDialog.altWhy)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: t.pictureDialog.insert }));
    expect(within(dialog).getByText(t.pictureDialog.altMissing)).toBeInTheDocument();
    expect(body.querySelector('img')).toBeNull();

    await user.type(alt, 'Girls of the under-14 team with their trophy');
    await user.click(within(dialog).getByRole('button', { name: t.pictureDialog.insert }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const picture = body.querySelector('img');
    expect(picture).toHaveAttribute('src', '/api/pictures/p1.jpg');
    expect(picture).toHaveAttribute('alt', 'Girls of the under-14 team with their trophy');
    await pauseTyping();
    expect(createPost).toHaveBeenLastCalledWith(
      'id-token',
      expect.objectContaining({
        text: {
          en: expect.objectContaining({
            body: expect.stringContaining('alt="Girls of the under-14 team with their trophy"'),
          }),
        },
      }),
      NEW_POST_ID,
    );
  });

  it('asks for the description in Hindi in the Hindi version', async () => {
    await newBlogPost('hi');
    await user.click(tool(catalogs.hi.Posts.toolbar.picture));
    const alt = screen.getByRole('textbox', { name: 'तस्वीर का वर्णन हिन्दी में लिखें (ज़रूरी)' });
    expect(alt).toHaveAttribute('lang', 'hi');
  });

  it('needs a picture before it can go in', async () => {
    await newBlogPost();
    await user.click(tool(t.toolbar.picture));
    await user.click(screen.getByRole('button', { name: t.pictureDialog.insert }));
    expect(screen.getByRole('alert')).toHaveTextContent(t.pictureDialog.noPicture);
  });

  it.each([
    ['too large', new PictureUploadError(413, 'too-large'), t.pictureDialog.errors.tooLarge],
    ['not a picture', new PictureUploadError(415, 'not-a-picture'), t.pictureDialog.errors.notAPicture],
    ['offline', new PictureUploadError(0, 'offline'), t.pictureDialog.errors.offline],
    ['signed out', new PictureUploadError(401, 'unauthorised'), t.pictureDialog.errors.notAllowed],
    ['failed', new PictureUploadError(500, 'failed'), t.pictureDialog.errors.failed],
  ])('says in words why an upload failed: %s', async (_, error, words) => {
    uploadPicture.mockRejectedValueOnce(error);
    await newBlogPost();
    await user.click(tool(t.toolbar.picture));
    await user.upload(screen.getByLabelText(t.pictureDialog.choose, { selector: 'input' }), photo());
    expect(await screen.findByRole('alert')).toHaveTextContent(words);
  });

  it('refuses a file that is not a picture before uploading it', async () => {
    await newBlogPost();
    await user.click(tool(t.toolbar.picture));
    const input = screen.getByLabelText(t.pictureDialog.choose, { selector: 'input' });
    // What a phone's "files" picker can still offer despite accept="image/*".
    fireEvent.change(input, { target: { files: [new File(['minutes'], 'minutes.pdf', { type: 'application/pdf' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent(t.pictureDialog.errors.notAPicture);
    expect(uploadPicture).not.toHaveBeenCalled();
  });
});
