import { MaskIcon } from '@/components/icons/mask-icon';
import { PathIcon } from '@/components/icons/path-icon';
import type { NavIconName } from '@/lib/navigation';
import styles from './header-nav.module.css';

/** The icon of a navigation entry, at MUI's default icon size (1.5rem). */
export function NavIcon({ name }: { name: NavIconName }) {
  return <MaskIcon name={name} className={styles.navIcon} />;
}

/** The chevron of a menu button. */
export function ExpandMoreIcon() {
  return <PathIcon paths={['M16.59 8.59 12 13.17 7.41 8.59 6 10l6 6 6-6z']} className={styles.chevron} />;
}

/** The drawer's hamburger. */
export function MenuIcon() {
  return <PathIcon paths={['M3 18h18v-2H3zm0-5h18v-2H3zm0-7v2h18V6z']} className={styles.navIcon} />;
}
