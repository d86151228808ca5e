import styles from './post-body.module.css';

/**
 * A post's body as visitors see it, and as the workspace previews it. The HTML was sanitised on
 * the server when it was saved (lib/posts/sanitise-body.ts) and is sanitised again when it is
 * published, so only the tags and attributes that sanitiser allows can reach this point.
 */
export function PostBody({ html, lang }: { html: string; lang?: string }) {
  return <div className={styles.body} lang={lang} dangerouslySetInnerHTML={{ __html: html }} />;
}
