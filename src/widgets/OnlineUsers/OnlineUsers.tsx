import { useEffect } from 'react';
import { anyoneOnline } from '../../domain/admin/onlineUsers';
import { useT } from '../../i18n/useT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { onlineUsersActions, selectOnlineUsers } from '../../store/admin/onlineUsers';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { Skeleton } from '../../ui/Skeleton';
import { reserveWhile } from '../../ui/reserve';
import { OnlineUserCard } from './OnlineUserCard';
import './OnlineUsers.css';

/**
 * Online users, kept live over the socket the onlineUsers saga holds open
 * while this widget is mounted: cards with the initial, name, last seen date and status; the empty
 * message when nobody is online; a note while the connection is being made again.
 */
export function OnlineUsers() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { connection, users } = useAppSelector(selectOnlineUsers);
  useRenderedWhen(users !== null || connection === 'unavailable');

  useEffect(() => {
    dispatch(onlineUsersActions.opened());
    return () => {
      dispatch(onlineUsersActions.closed());
    };
  }, [dispatch]);

  if (connection === 'unavailable')
    return (
      <p className="b2b-online-users__note b2b-online-users__note--error" role="alert">
        {t('onlineUsers.unavailable')}
      </p>
    );

  return (
    <div className="b2b-online-users" aria-busy={users === null} {...reserveWhile(users === null)}>
      <p className="b2b-online-users__note" role="status">
        {connection === 'reconnecting'
          ? t('onlineUsers.reconnecting')
          : users === null
            ? t('onlineUsers.connecting')
            : ''}
      </p>
      {users === null ? (
        <Skeleton height={160} label={t('common.loading')} />
      ) : (
        <>
          {!anyoneOnline(users) && <p className="b2b-online-users__empty">{t('onlineUsers.empty')}</p>}
          {users.length > 0 && (
            <ul className="b2b-online-users__list" role="list" aria-label={t('onlineUsers.title')}>
              {users.map((user) => (
                <OnlineUserCard key={user.id} user={user} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
