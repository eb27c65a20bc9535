import type { OnlineUser } from '../../contract/admin';
import { isOnline, userInitial } from '../../domain/admin/onlineUsers';
import { useT } from '../../i18n/useT';

/** One user: the initial letter, the name, last seen, and the status as a coloured dot with its word. */
export function OnlineUserCard({ user }: { user: OnlineUser }) {
  const t = useT();
  const online = isOnline(user);
  return (
    <li className="b2b-online-user">
      <span className="b2b-online-user__initial" aria-hidden="true">
        {userInitial(user.name)}
      </span>
      <span className="b2b-online-user__body">
        <span className="b2b-online-user__name">{user.name}</span>
        <span className="b2b-online-user__seen">{t('onlineUsers.lastSeen', { date: user.date })}</span>
        <span className={`b2b-online-user__status b2b-online-user__status--${online ? 'online' : 'offline'}`}>
          <span className="b2b-online-user__dot" aria-hidden="true" />
          {t(online ? 'onlineUsers.online' : 'onlineUsers.offline')}
        </span>
      </span>
    </li>
  );
}
