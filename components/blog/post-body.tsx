import { withPictureSizes } from '@/lib/pictures/responsive-pictures';
import styles from './post-body.module.css';

/**
 * A post's body as visitors see it, and as the workspace previews it. The HTML was sanitised on
 * the server when it was saved (lib/posts/sanitise-body.ts) and is sanitised again when it is
 * published, so only the tags and attributes that sanitiser allows can reach this point.
 * `pictureSizes`: how wide the body's pictures are shown (an `<img sizes>`), so each is offered
 * in the widths made of it (lib/pictures/responsive-pictures.ts); without it, the originals.
 */
export function PostBody({ html, lang, pictureSizes }: { html: string; lang?: string; pictureSizes?: string }) {
  const shown = pictureSizes ? withPictureSizes(html, pictureSizes) : html;
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: shown }} />;
}
