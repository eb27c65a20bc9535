import { forwardRef, useId } from 'react';
import type { ListSummary } from '../../contract/lists';
import { useT } from '../../i18n/useT';
import type { ListCommands } from './listCommands';
import { ListTable } from './ListTable';

interface ListsOverviewProps {
  lists: ListSummary[];
  busy: number[];
  keeps: boolean;
  commands: ListCommands;
}

/**
 * The overview: 'Listelerim' (the reader's own, newest change first) and 'Şirketle Paylaşılan
 * Listeler' (the company's other users' shared ones), each with its empty state (the shared one,
 * for a reader who shares lists, says theirs are under 'Listelerim'). A reader who may
 * not keep lists (İzleyici) sees only the shared section, unless lists of theirs remain from before.
 */
export const ListsOverview = forwardRef<HTMLHeadingElement, ListsOverviewProps>(function ListsOverview(
  { lists, busy, keeps, commands },
  headingRef,
) {
  const t = useT();
  const mineId = useId();
  const sharedId = useId();
  const mine = lists.filter((list) => list.mine);
  const shared = lists.filter((list) => !list.mine);
  // The section holds others' lists: an owner who shares is told where theirs are.
  const sharedByMe = mine.filter((list) => list.shared).length;
  const showMine = keeps || mine.length > 0;
  return (
    <>
      {showMine && (
        <section className="b2b-lists__section" aria-labelledby={mineId}>
          <h2 id={mineId} ref={headingRef} tabIndex={-1} className="b2b-lists__heading">
            {t('lists.mine')}
          </h2>
          {mine.length > 0 ? (
            <ListTable caption={t('lists.mine')} lists={mine} busy={busy} keeps={keeps} commands={commands} />
          ) : (
            <div className="b2b-history__message" role="status">
              <p className="b2b-history__message-title">{t('lists.empty')}</p>
            </div>
          )}
        </section>
      )}
      <section className="b2b-lists__section" aria-labelledby={sharedId}>
        <h2
          id={sharedId}
          ref={showMine ? undefined : headingRef}
          tabIndex={-1}
          className="b2b-lists__heading"
        >
          {t('lists.shared')}
        </h2>
        {shared.length > 0 ? (
          <ListTable
            caption={t('lists.shared')}
            lists={shared}
            busy={busy}
            keeps={keeps}
            commands={commands}
          />
        ) : (
          <div className="b2b-history__message" role="status">
            <p className="b2b-history__message-title">
              {sharedByMe > 0 ? t('lists.sharedEmptyOwn', { n: sharedByMe }) : t('lists.sharedEmpty')}
            </p>
          </div>
        )}
      </section>
    </>
  );
});
