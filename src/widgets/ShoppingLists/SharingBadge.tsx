import { useT } from '../../i18n/useT';

/** 'Şirketle paylaşılıyor' or 'Yalnızca siz'. */
export function SharingBadge({ shared }: { shared: boolean }) {
  const t = useT();
  return (
    <span className={`b2b-lists__badge b2b-lists__badge--${shared ? 'shared' : 'private'}`}>
      {shared ? t('lists.sharedBadge') : t('lists.privateBadge')}
    </span>
  );
}
