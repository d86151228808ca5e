import { ICON_PATHS } from './icon-paths';
import { iconSymbolId, type SiteIconName } from './site-icon';
import styles from './site-icon.module.css';

/** Every icon's shape once per page, as symbols that each SiteIcon points to. */
export function IconSprite() {
  return (
    <svg className={styles.sprite} aria-hidden="true" focusable="false">
      {(Object.entries(ICON_PATHS) as [SiteIconName, readonly string[]][]).map(([name, paths]) => (
        <symbol key={name} id={iconSymbolId(name)} viewBox="0 0 24 24">
          {paths.map((d) => (
            <path key={d} d={d} />
          ))}
        </symbol>
      ))}
    </svg>
  );
}
