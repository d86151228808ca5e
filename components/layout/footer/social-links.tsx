import { siteConfig, type SocialNetwork } from '@/lib/site-config';
import { SiteIcon, type SiteIconName } from '@/components/icons/site-icon';
import styles from './site-footer.module.css';

const icons: Record<SocialNetwork, SiteIconName> = {
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
              <SiteIcon name={icons[network]} className={styles.socialIcon} />
              {network}
              <span className="visually-hidden"> {newTabLabel}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
