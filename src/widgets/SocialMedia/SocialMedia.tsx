import { useMemo } from 'react';
import { parseSocialMedia } from '../../domain/chrome/socialMedia';
import { usePageT } from '../../i18n/usePageT';
import { selectStoreInfo } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import { SocialIcon } from './SocialIcon';
import './SocialMedia.css';

/**
 * The social media bar: facebook, instagram, twitter, youtube, pinterest
 * from store.socialMedia, hidden ones left out, only http(s) links, each opened in a new tab.
 */
export function SocialMedia() {
  const t = usePageT();
  const { socialMedia, socialMediaSeparator } = useAppSelector(selectStoreInfo);
  const links = useMemo(
    () => parseSocialMedia(socialMedia, socialMediaSeparator),
    [socialMedia, socialMediaSeparator],
  );
  if (links.length === 0) return null;
  return (
    <ul className="b2b-social" role="list" aria-label={t('social.label')}>
      {links.map(({ network, url }) => (
        <li key={network}>
          <a
            className={`b2b-social__link b2b-social__link--${network}`}
            href={url}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${t(`social.${network}`)} ${t('common.newWindow')}`}
            title={t(`social.${network}`)}
          >
            <SocialIcon network={network} />
          </a>
        </li>
      ))}
    </ul>
  );
}
