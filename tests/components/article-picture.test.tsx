import { fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import { ArticleCard } from '@/components/news/article-card';
import { ArticlePicture } from '@/components/news/article-picture';
import en from '@/lib/i18n/messages/en.json';
import { PRESENTATION_SIZES } from '@/lib/news/presentation';
import type { Article } from '@/lib/news/types';
import { jobFairArticle } from '../support/fixtures';
import { makeStore } from '@/store/store';

const article: Article = jobFairArticle;

/** The card's picture: decorative (alt=""), so it has the presentation role. */
const pictureOf = (container: HTMLElement) => within(container).getByRole('presentation');
const sizeOf = (img: HTMLElement) => ({
  width: img.getAttribute('width'),
  height: img.getAttribute('height'),
  aspectRatio: img.style.aspectRatio,
  cssWidth: img.style.width,
});
/**
 * The path the picture is loaded from; for an optimised one, the path it stands for
 * (/_next/image?url=<this>&w=…&q=75). next/image may write the src out as an absolute URL.
 */
const sourceOf = (img: HTMLElement) => {
  const src = new URL(img.getAttribute('src') ?? '', 'http://localhost');
  return src.pathname === '/_next/image' ? src.searchParams.get('url') : src.pathname;
};

const renderCard = (shown: Article, index = 4) =>
  render(
    <Provider store={makeStore()}>
      <NextIntlClientProvider locale="en" messages={{ News: en.News }}>
        <ArticleCard article={shown} index={index} href="/news?article=x" onOpen={() => {}} />
      </NextIntlClientProvider>
    </Provider>,
  );

describe('the article picture', () => {
  it('loads a news site picture through our picture route, never from the site', () => {
    renderCard(article);
    const img = pictureOf(screen.getByRole('article'));
    expect(sourceOf(img)).toBe(article.picturePath);
    expect(sourceOf(img)).toMatch(/^\/api\/news\/image\/[\w-]+\.[\w-]{43}$/);
    expect(img.outerHTML).not.toContain('cdn.example.com');
  });

  it('shows the placeholder for a news site picture without a signed address (kept from before)', () => {
    const kept = { ...article, picturePath: undefined };
    const { container } = render(<ArticlePicture article={kept} size={article.imageSize} sizes="400px" />);
    expect(sourceOf(pictureOf(container))).toBe('/api/placeholder/400x225');
  });

  it('is replaced by the placeholder of the same size when it fails to load', () => {
    renderCard(article);
    const card = screen.getByRole('article');
    const before = sizeOf(pictureOf(card));
    expect(before).toEqual({ width: '400', height: '225', aspectRatio: '400 / 225', cssWidth: '100%' });

    fireEvent.error(pictureOf(card));

    const placeholder = pictureOf(card);
    expect(sourceOf(placeholder)).toBe('/api/placeholder/400x225');
    // Loaded as it is: the optimiser may be what failed.
    expect(placeholder.getAttribute('src')).not.toContain('/_next/image');
    expect(sizeOf(placeholder)).toEqual(before);
  });

  it('becomes a plain grey box of the same proportions when the placeholder fails too', () => {
    renderCard(article);
    const card = screen.getByRole('article');
    fireEvent.error(pictureOf(card));
    fireEvent.error(pictureOf(card));
    expect(within(card).queryByRole('presentation')).toBeNull();
    const box = card.querySelector('span[aria-hidden="true"]');
    expect(box).toHaveStyle({ aspectRatio: '400 / 225', width: '100%' });
  });

  it('shows the featured placeholder in the article view', () => {
    const { container } = render(<ArticlePicture article={article} size={PRESENTATION_SIZES.featured} sizes="800px" />);
    fireEvent.error(pictureOf(container));
    expect(sourceOf(pictureOf(container))).toBe('/api/placeholder/800x400');
    expect(pictureOf(container)).toHaveAttribute('width', '800');
    expect(pictureOf(container)).toHaveAttribute('height', '400');
  });

  it('starts afresh for another article', () => {
    const { rerender, container } = render(<ArticlePicture article={article} size={article.imageSize} sizes="400px" />);
    fireEvent.error(pictureOf(container));
    expect(sourceOf(pictureOf(container))).toBe('/api/placeholder/400x225');
    const another = `/api/news/image/${Buffer.from('https://cdn.example.com/another.jpg').toString('base64url')}.${'A'.repeat(43)}`;
    rerender(
      <ArticlePicture
        article={{ ...article, urlToImage: 'https://cdn.example.com/another.jpg', picturePath: another }}
        size={article.imageSize}
        sizes="400px"
      />,
    );
    expect(sourceOf(pictureOf(container))).toBe(another);
  });
});
