import { SiteIcon } from '@/components/icons/site-icon';
import styles from './sample-notice.module.css';

/**
 * Says that the articles are the bundled samples, under the reader's heading: a line of small
 * text rather than a boxed alert, so the first article still fits a phone's first screen.
 */
export function SampleNotice({ text }: { text: string }) {
  return (
    <p role="note" className={styles.notice}>
      <SiteIcon name="info" className={styles.icon} />
      {text}
    </p>
  );
}
