import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { siteConfig, type SocialNetwork } from '@/lib/site-config';
import { StaticIcon, type StaticIconName } from '@/components/icons/static-icon';

const icons: Record<SocialNetwork, StaticIconName> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  YouTube: 'youTube',
  X: 'x',
};

export function SocialLinks({ newTabLabel }: { newTabLabel: string }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {siteConfig.social.map(({ network, url }) => {
        return (
          <li key={network}>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'grey.100', py: 0.75, pr: 1.5 }}
            >
              <StaticIcon name={icons[network]} sx={{ fontSize: '1.25rem' }} />
              {network}
              <span className="visually-hidden"> {newTabLabel}</span>
            </Link>
          </li>
        );
      })}
    </Box>
  );
}
