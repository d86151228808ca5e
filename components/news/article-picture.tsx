'use client';

import { getImageProps } from 'next/image';
import { useLayoutEffect, useRef, useState, type CSSProperties, type ImgHTMLAttributes } from 'react';
import { preload } from 'react-dom';
import { pictureSrc, placeholderUrl } from '@/lib/news/presentation';
import { useSaveData } from '@/lib/save-data/use-save-data';
import type { Article, ImageSize } from '@/lib/news/types';

interface ArticlePictureProps {
  article: Pick<Article, 'urlToImage' | 'imageSize' | 'picturePath'>;
  /** The box the picture fills; a missing or failing picture gets the placeholder at this size. */
  size: ImageSize;
  sizes: string;
  priority?: boolean;
}

type Fallback = 'placeholder' | 'box';

/** The grey of the generated placeholder, for the box shown when even that does not load. */
const PLACEHOLDER_GREY = '#cccccc';

/**
 * An article's picture in a box of fixed proportions. A picture that fails to load (gone, blocked,
 * too slow, offline) is replaced by the grey placeholder of the same size, and if that fails too,
 * by a plain grey box: never a broken-image icon, and the page does not move. With "Save data"
 * on there is no picture at all, nor a box: nothing is loaded or preloaded.
 */
export function ArticlePicture({ article, size, sizes, priority = false }: ArticlePictureProps) {
  const src = pictureSrc(article, size);
  const placeholder = placeholderUrl(size);
  // The failure belongs to the address it happened to; another article starts afresh.
  const [failure, setFailure] = useState<{ src: string; fallback: Fallback } | null>(null);
  const saveData = useSaveData();
  const fallback = failure?.src === src ? failure.fallback : null;
  const box: CSSProperties = {
    display: 'block',
    width: '100%',
    height: 'auto',
    aspectRatio: `${size.width} / ${size.height}`,
    objectFit: 'cover',
  };

  if (saveData) return null;
  if (fallback === 'box') return <span aria-hidden="true" style={{ ...box, background: PLACEHOLDER_GREY }} />;
  const showPlaceholder = fallback === 'placeholder';
  // next/image's markup (optimised sources for each width), without its component's code.
  const { props } = getImageProps({
    src: showPlaceholder ? placeholder : src,
    alt: '',
    width: size.width,
    height: size.height,
    sizes,
    // The placeholder is drawn at exactly this size already; loading it directly keeps it
    // working when the optimiser is what failed.
    unoptimized: showPlaceholder,
    fetchPriority: priority ? 'high' : 'auto',
    loading: priority ? 'eager' : 'lazy',
    style: box,
  });
  // The first picture is fetched with the page, as next/image's preload does it.
  if (priority && !showPlaceholder) {
    preload(props.src, { as: 'image', imageSrcSet: props.srcSet, imageSizes: props.sizes, fetchPriority: 'high' });
  }
  return (
    <HeardImage
      // A new element for the placeholder, so nothing of the failed load carries over.
      key={showPlaceholder ? 'placeholder' : 'picture'}
      {...props}
      onError={() => setFailure({ src, fallback: showPlaceholder ? 'box' : 'placeholder' })}
    />
  );
}

/**
 * An <img> whose failure is heard even when it came before the page was live: a picture that
 * failed while the page was still being hydrated fired its error with nobody listening, so its
 * source is set again once it is in place, which loads it again (from the cache) or fails again,
 * now heard. next/image does the same.
 */
function HeardImage({ onError, ...props }: ImgHTMLAttributes<HTMLImageElement> & { onError: () => void }) {
  const img = useRef<HTMLImageElement>(null);
  useLayoutEffect(() => {
    const element = img.current;
    if (element) element.src = element.src;
  }, []);
  // next/image's optimised sources are in `props` (getImageProps); its component would not let the
  // failure be heard this way.
  // eslint-disable-next-line @next/next/no-img-element
  return <img ref={img} {...props} alt="" onError={onError} />;
}
