import { siteConfig, type SocialNetwork } from '@/lib/site-config';
import { MaskIcon, type MaskIconName } from '@/components/icons/mask-icon';
import styles from './site-footer.module.css';

const icons: Record<SocialNetwork, MaskIconName> = {
  Facebook: 'facebook',
  Instagram: 'instagram',
  YouTube: 'youTube',
  X: 'x',
};

export function SocialLinks({ newTabLabel }: { newTabLabel: string }) {
  return (
    <ul className={`${styles.list} ${styles.social}`}>
      {siteConfig.social.map(({ network, url }) => {
        return (
          <li key={network}>
            <a href={url} target="_blank" rel="noopener noreferrer" className={styles.socialLink}>
              <MaskIcon name={icons[network]} className={styles.socialIcon} />
              {network}
              <span className="visually-hidden"> {newTabLabel}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
