import type { SvgIconProps } from '@mui/material/SvgIcon';
import AdminPanelSettingsIcon from '@mui/icons-material/AdminPanelSettings';
import ArticleIcon from '@mui/icons-material/Article';
import AssignmentIcon from '@mui/icons-material/Assignment';
import CardMembershipIcon from '@mui/icons-material/CardMembership';
import HomeIcon from '@mui/icons-material/Home';
import InfoIcon from '@mui/icons-material/Info';
import SportsSoccerIcon from '@mui/icons-material/SportsSoccer';
import type { ComponentType } from 'react';
import type { NavIconName } from '@/lib/navigation';

const icons: Record<NavIconName, ComponentType<SvgIconProps>> = {
  home: HomeIcon,
  survey: AssignmentIcon,
  blog: ArticleIcon,
  admin: AdminPanelSettingsIcon,
  rufc: SportsSoccerIcon,
  membership: CardMembershipIcon,
  about: InfoIcon,
};

export function NavIcon({ name, ...props }: { name: NavIconName } & SvgIconProps) {
  const Icon = icons[name];
  return <Icon aria-hidden {...props} />;
}
