import { SiteIcon } from '@/components/icons/site-icon';
import type { NavIconName } from '@/lib/navigation';
import styles from './header-nav.module.css';

/** The icon of a navigation entry, at MUI's default icon size (1.5rem). */
export function NavIcon({ name }: { name: NavIconName }) {
  return <SiteIcon name={name} className={styles.navIcon} />;
}

/** The chevron of a menu button. */
export function ExpandMoreIcon() {
  return <SiteIcon name="expandMore" className={styles.chevron} />;
}

/** The drawer's hamburger. */
export function MenuIcon() {
  return <SiteIcon name="menu" className={styles.navIcon} />;
}
