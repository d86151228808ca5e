import { FOOTER_NAVIGATION_ID } from '@/components/layout/footer/site-footer';
import type { NavLinkItem, NavModel } from './nav-model';
import type { MobileNavLabels } from './mobile-nav';
import { MenuIcon } from './nav-icons';
import { MenuLanguageLinks } from './menu-language-links';
import styles from './no-script-menu.module.css';

/**
 * The phone menu for a page whose scripts never run (a feature phone's old browser, a data saver
 * that strips them): a disclosure the browser opens by itself, listing what the drawer lists, with
 * the groups open. Plain links, without the drawer's icons: every page carries this menu twice (its
 * HTML and the payload React hydrates from), so it stays lean. MobileNav shows it until it
 * hydrates, then its button and drawer take over. Its last link leads to the footer's navigation,
 * where the pages the drawer does not list are.
 */
export function NoScriptMenu({
  nav,
  labels,
  morePages,
}: {
  nav: NavModel;
  labels: MobileNavLabels;
  morePages: string;
}) {
  const link = (item: NavLinkItem) => (
    <li key={item.id}>
      <a href={item.href} className={styles.link}>
        {item.label}
      </a>
    </li>
  );
  return (
    <details>
      <summary className={styles.toggle}>
        <MenuIcon />
        <span className="visually-hidden">{labels.open}</span>
      </summary>
      <nav aria-label={labels.title} className={styles.panel}>
        <ul className={styles.list}>
          {nav.topLevel.map(link)}
          {nav.drawerGroups.map((group) => (
            <li key={group.id}>
              <h2 className={styles.heading}>{group.label}</h2>
              <ul className={styles.list}>{group.items.map(link)}</ul>
            </li>
          ))}
          <li>
            <a href={`#${FOOTER_NAVIGATION_ID}`} className={styles.link}>
              {morePages}
            </a>
          </li>
          <li>
            <h2 className={styles.heading}>{labels.language}</h2>
            <ul className={styles.list}>
              <MenuLanguageLinks locale={nav.locale} className={styles.link} />
            </ul>
          </li>
        </ul>
      </nav>
    </details>
  );
}
