import Typography from '@mui/material/Typography';
import { StaticIcon } from '@/components/icons/static-icon';

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
      <StaticIcon name="info" sx={{ fontSize: '1rem', mt: '0.2em', flexShrink: 0, color: 'info.main' }} />
      {text}
    </Typography>
  );
}
