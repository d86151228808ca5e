'use client';

import Image from 'next/image';
import { useState, type CSSProperties } from 'react';
import { pictureSrc, placeholderUrl } from '@/lib/news/presentation';
import { useSaveData } from '@/lib/save-data/use-save-data';
import type { Article, ImageSize } from '@/lib/news/types';

interface ArticlePictureProps {
  article: Pick<Article, 'id' | 'urlToImage' | 'imageSize'>;
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
  return (
    <Image
      // A new element for the placeholder, so nothing of the failed load carries over.
      key={showPlaceholder ? 'placeholder' : 'picture'}
      src={showPlaceholder ? placeholder : src}
      alt=""
      width={size.width}
      height={size.height}
      sizes={sizes}
      // The placeholder is drawn at exactly this size already; loading it directly keeps it
      // working when the optimiser is what failed.
      unoptimized={showPlaceholder}
      preload={priority && !showPlaceholder}
      fetchPriority={priority ? 'high' : 'auto'}
      loading={priority ? 'eager' : 'lazy'}
      style={box}
      onError={() => setFailure({ src, fallback: showPlaceholder ? 'box' : 'placeholder' })}
    />
  );
}
