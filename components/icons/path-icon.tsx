import styles from './path-icon.module.css';

/**
 * A Material icon drawn as a plain SVG of 1em in the current color, for server and client
 * components alike: MUI's SvgIcon would add its inline styles to every page. `paths` are the
 * icon's path data (from @mui/icons-material, Apache-2.0); `className` sets its size
 * (font-size) and spacing.
 */
export function PathIcon({ paths, className }: { paths: readonly string[]; className?: string }) {
  return (
    <svg
      className={className ? `${styles.icon} ${className}` : styles.icon}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
