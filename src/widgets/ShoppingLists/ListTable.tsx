import type { ListSummary } from '../../contract/lists';
import { formatDateTime } from '../../domain/shared/dates';
import { useT } from '../../i18n/useT';
import { Spinner } from '../../ui/Spinner';
import { HistoryTable } from '../shared/historyTable/HistoryTable';
import { SharingBadge } from './SharingBadge';
import { plainClick, type ListCommands } from './listCommands';

interface ListTableProps {
  caption: string;
  lists: ListSummary[];
  /** Ids of lists with a share change or a delete under way. */
  busy: number[];
  /** The reader may keep lists of their own (Kopyala). */
  keeps: boolean;
  commands: ListCommands;
}

/**
 * One section of the overview: a list per row with its name, lines, last change, owner and sharing,
 * and the actions the reader may take on it (Aç always; Kopyala for one who keeps lists; the others
 * where the list is theirs to change). Each list is a tbody; on a narrow page every row is a card
 * (ShoppingLists.css).
 */
export function ListTable({ caption, lists, busy, keeps, commands }: ListTableProps) {
  const t = useT();
  const columns = [
    { label: t('lists.name') },
    { label: t('lists.lineCount'), num: true },
    { label: t('lists.updatedAt') },
    { label: t('lists.owner') },
    { label: t('lists.sharing') },
    { label: t('lists.actions') },
  ];
  return (
    <HistoryTable caption={caption} columns={columns} className="b2b-lists__table">
      {lists.map((list) => {
        const working = busy.includes(list.id);
        const hidden = <span className="b2b-visually-hidden"> {list.name}</span>;
        return (
          <tbody key={list.id} className="b2b-history__group">
            <tr className="b2b-history__row">
              <th scope="row" data-label={t('lists.name')} className="b2b-lists__name-cell">
                <span className="b2b-lists__list-name">{list.name}</span>
              </th>
              <td data-label={t('lists.lineCount')} className="b2b-history__num">
                {t('lists.lineCountValue', { n: list.lineCount })}
              </td>
              <td data-label={t('lists.updatedAt')}>{formatDateTime(list.updatedAt)}</td>
              <td data-label={t('lists.owner')}>
                <span className="b2b-lists__text">{list.owner.name}</span>
              </td>
              <td data-label={t('lists.sharing')}>
                <SharingBadge shared={list.shared} />
              </td>
              <td data-label={t('lists.actions')} className="b2b-lists__actions-cell">
                <div className="b2b-lists__actions">
                  <a
                    className="b2b-history__button b2b-history__button--primary"
                    href={commands.hrefOf(list.id)}
                    onClick={(event) => {
                      if (!plainClick(event)) return;
                      event.preventDefault();
                      commands.open(list.id);
                    }}
                  >
                    {t('lists.open')}
                    {hidden}
                  </a>
                  {list.canEdit && (
                    <button
                      type="button"
                      className="b2b-history__button"
                      onClick={() => commands.rename(list)}
                    >
                      {t('lists.rename')}
                      {hidden}
                    </button>
                  )}
                  {keeps && (
                    <button
                      type="button"
                      className="b2b-history__button"
                      onClick={() => commands.duplicate(list)}
                    >
                      {t('lists.duplicate')}
                      {hidden}
                    </button>
                  )}
                  {list.canEdit && (
                    // Its words follow the state, so the focus stays on it; while its call runs it
                    // ignores presses but keeps the focus (aria-disabled).
                    <button
                      type="button"
                      className="b2b-history__button"
                      aria-disabled={working || undefined}
                      onClick={() => {
                        if (!working) commands.share(list, !list.shared);
                      }}
                    >
                      {working && <Spinner label={t('common.loading')} />}
                      {list.shared ? t('lists.unshare') : t('lists.share')}
                      {hidden}
                    </button>
                  )}
                  {list.canEdit && (
                    <button
                      type="button"
                      className="b2b-history__button b2b-history__button--danger"
                      aria-disabled={working || undefined}
                      onClick={() => {
                        if (!working) commands.remove(list);
                      }}
                    >
                      {t('lists.delete')}
                      {hidden}
                    </button>
                  )}
                </div>
              </td>
            </tr>
          </tbody>
        );
      })}
    </HistoryTable>
  );
}
