import Typography from '@mui/material/Typography';
import { PathIcon } from '@/components/icons/path-icon';
import styles from './sample-notice.module.css';

/** Material's InfoOutlined icon (Apache-2.0, as packaged by @mui/icons-material). */
const INFO_ICON = [
  'M11 7h2v2h-2zm0 4h2v6h-2zm1-9C6.48 2 2 6.48 2 12s4.48 10 10 10 10-4.48 10-10S17.52 2 12 2m0 18c-4.41 0-8-3.59-8-8s3.59-8 8-8 8 3.59 8 8-3.59 8-8 8',
] as const;

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
      <PathIcon paths={INFO_ICON} className={styles.icon} />
      {text}
    </Typography>
  );
}
