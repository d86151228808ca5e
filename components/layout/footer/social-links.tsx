import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import FacebookIcon from '@mui/icons-material/Facebook';
import InstagramIcon from '@mui/icons-material/Instagram';
import XIcon from '@mui/icons-material/X';
import YouTubeIcon from '@mui/icons-material/YouTube';
import type { SvgIconProps } from '@mui/material/SvgIcon';
import type { ComponentType } from 'react';
import { siteConfig, type SocialNetwork } from '@/lib/site-config';

const icons: Record<SocialNetwork, ComponentType<SvgIconProps>> = {
  Facebook: FacebookIcon,
  Instagram: InstagramIcon,
  YouTube: YouTubeIcon,
  X: XIcon,
};

export function SocialLinks({ newTabLabel }: { newTabLabel: string }) {
  return (
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {siteConfig.social.map(({ network, url }) => {
        const Icon = icons[network];
        return (
          <li key={network}>
            <Link
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'grey.100', py: 0.75, pr: 1.5 }}
            >
              <Icon aria-hidden fontSize="small" />
              {network}
              <span className="visually-hidden"> {newTabLabel}</span>
            </Link>
          </li>
        );
      })}
    </Box>
  );
}
