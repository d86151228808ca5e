import Typography from '@mui/material/Typography';
import { SiteIcon } from '@/components/icons/site-icon';
import styles from './sample-notice.module.css';

/**
 * Says that the articles are the bundled samples, under the reader's heading: a line of small
 * text rather than a boxed alert, so the first article still fits a phone's first screen.
 */
export function SampleNotice({ text }: { text: string }) {
  return (
    <Typography
      role="note"
      sx={{
        mt: 0.5,
        display: 'flex',
        gap: 0.75,
        alignItems: 'flex-start',
        fontSize: '0.8125rem',
        color: 'text.secondary',
      }}
    >
      <SiteIcon name="info" className={styles.icon} />
      {text}
    </Typography>
  );
}
