import { forwardRef, useState } from 'react';
import type { ListDetailAnswer } from '../../contract/lists';
import { formatDateTime } from '../../domain/shared/dates';
import { unitLabel } from '../../domain/cart/units';
import { listFileName, listToCsv } from '../../domain/lists/shoppingLists';
import { stockInfoVisible } from '../../domain/catalog/stockModes';
import { useT } from '../../i18n/useT';
import { selectBasePath, selectImageBasePath, selectSettings, selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { shoppingListsActions as actions } from '../../store/lists/shoppingLists';
import { type ShoppingListsState } from '../../store/lists/shoppingListsState';
import { shownLine, shownLines } from '../../store/lists/listView';
import { Spinner } from '../../ui/Spinner';
import { usePricing } from '../shared/usePricing';
import { CartReportView } from './CartReportView';
import { ImportReportView } from './ImportReportView';
import { ListLineRow, type LineContext } from './ListLineRow';
import { plainClick, type ListCommands } from './listCommands';
import { downloadCsv } from './listFiles';
import { SharingBadge } from './SharingBadge';

interface ListViewProps {
  detail: ListDetailAnswer;
  state: ShoppingListsState;
  /** The reader may keep lists (and so put lines into the cart and duplicate). */
  keeps: boolean;
  commands: ListCommands;
  onImport: () => void;
}

/**
 * One list: its name, owner, sharing and last change; its lines (ListLineRow) with checkboxes for
 * the cart; 'Tümünü Sepete Ekle' / 'Seçilenleri Sepete Ekle (n)' with the per-line report; the CSV
 * download and import; and the list's own actions where the reader may take them. A list the reader
 * may not change says so and shows its lines as text.
 */
export const ListView = forwardRef<HTMLHeadingElement, ListViewProps>(function ListView(
  { detail, state, keeps, commands, onImport },
  headingRef,
) {
  const t = useT();
  const dispatch = useAppDispatch();
  const pricing = usePricing();
  const settings = useAppSelector(selectSettings);
  const user = useAppSelector(selectUser);
  const basePath = useAppSelector(selectBasePath);
  const imageBasePath = useAppSelector(selectImageBasePath);
  const priceName = useAppSelector((s) => s.cart.priceName);
  const [ticked, setTicked] = useState<ReadonlySet<number>>(() => new Set());
  const [pressed, setPressed] = useState<'all' | 'selected' | null>(null);
  const { list } = detail;
  const lines = shownLines(state, detail.lines);
  // The count leaves out the lines removed and not deleted yet, as the table does.
  const lineCount = Math.max(0, list.lineCount - (detail.lines.length - lines.length));
  const canEdit = list.canEdit;
  const selected = lines.filter((line) => ticked.has(line.id)).map((line) => line.id);
  const sending = state.cart.status === 'sending';
  const busy = state.busy.includes(list.id);
  const context: LineContext = {
    pricing,
    priceName,
    stockMode: stockInfoVisible(user.authenticated, settings.showStokInfo)
      ? settings.stockInfoStatus
      : undefined,
    basePath,
    imageBasePath,
  };

  const select = (lineId: number, on: boolean) =>
    setTicked((current) => {
      const next = new Set(current);
      if (on) next.add(lineId);
      else next.delete(lineId);
      return next;
    });
  const allTicked = lines.length > 0 && selected.length === lines.length;
  const addToCart = (which: 'all' | 'selected') => {
    if (sending) return;
    setPressed(which);
    dispatch(actions.cartAddRequested({ lineIds: which === 'all' ? null : selected }));
  };
  const exportCsv = () => {
    const rows = lines.map((line) => {
      const shown = shownLine(line, state.lineEdits[line.id]);
      const unit = line.product.units.find((u) => u.id === shown.unitId);
      return { code: line.product.code, quantity: shown.quantity, unit: unit ? unitLabel(unit) : '' };
    });
    const header = [t('lists.csvCode'), t('lists.csvQuantity'), t('lists.csvUnit')] as const;
    downloadCsv(listToCsv(rows, header), listFileName(list.name));
  };

  return (
    <div className="b2b-lists__view">
      <p className="b2b-lists__back">
        <a
          href={commands.hrefOf(null)}
          onClick={(event) => {
            if (!plainClick(event)) return;
            event.preventDefault();
            commands.open(null);
          }}
        >
          <span aria-hidden="true">← </span>
          {t('lists.back')}
        </a>
      </p>
      <div className="b2b-lists__title">
        <h2 ref={headingRef} tabIndex={-1} className="b2b-lists__heading b2b-lists__list-title">
          {list.name}
        </h2>
        <p className="b2b-lists__meta">
          <span>
            {t('lists.owner')}: {list.owner.name}
          </span>
          <SharingBadge shared={list.shared} />
          <span>{t('lists.lineCountValue', { n: lineCount })}</span>
          <span>
            {t('lists.updatedAt')}: {formatDateTime(list.updatedAt)}
          </span>
        </p>
      </div>
      {!canEdit && (
        <p className="b2b-lists__notice">
          {t(keeps ? 'lists.readOnly' : 'lists.viewOnly', { owner: list.owner.name })}
        </p>
      )}
      <div className="b2b-lists__toolbar">
        {keeps && lines.length > 0 && (
          <div className="b2b-lists__toolbar-group">
            <button
              type="button"
              className="b2b-history__button b2b-history__button--primary"
              aria-disabled={sending || undefined}
              onClick={() => addToCart('all')}
            >
              {sending && pressed === 'all' && <Spinner label={t('common.loading')} />}
              {t('lists.addAllToCart')}
            </button>
            <button
              type="button"
              className="b2b-history__button"
              disabled={selected.length === 0}
              aria-disabled={sending || undefined}
              onClick={() => addToCart('selected')}
            >
              {sending && pressed === 'selected' && <Spinner label={t('common.loading')} />}
              {t('lists.addSelectedToCart', { n: selected.length })}
            </button>
          </div>
        )}
        <div className="b2b-lists__toolbar-group">
          {lines.length > 0 && (
            <button type="button" className="b2b-history__button" onClick={exportCsv}>
              {t('lists.export')}
            </button>
          )}
          {canEdit && (
            <button type="button" className="b2b-history__button" onClick={onImport}>
              {t('lists.import')}
            </button>
          )}
          {keeps && (
            <button type="button" className="b2b-history__button" onClick={() => commands.duplicate(list)}>
              {t('lists.duplicate')}
            </button>
          )}
          {canEdit && (
            <button type="button" className="b2b-history__button" onClick={() => commands.rename(list)}>
              {t('lists.rename')}
            </button>
          )}
          {canEdit && (
            <button
              type="button"
              className="b2b-history__button"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) commands.share(list, !list.shared);
              }}
            >
              {busy && <Spinner label={t('common.loading')} />}
              {list.shared ? t('lists.unshare') : t('lists.share')}
            </button>
          )}
          {canEdit && (
            <button
              type="button"
              className="b2b-history__button b2b-history__button--danger"
              aria-disabled={busy || undefined}
              onClick={() => {
                if (!busy) commands.remove(list);
              }}
            >
              {t('lists.delete')}
            </button>
          )}
        </div>
      </div>
      <CartReportView
        report={state.cart}
        onDismiss={() => dispatch(actions.cartReportDismissed())}
        onAddRoom={(lineId) => dispatch(actions.cartRoomRequested(lineId))}
      />
      <ImportReportView
        report={state.importing}
        onDismiss={() => dispatch(actions.importReportDismissed())}
      />
      {lines.length === 0 ? (
        <div className="b2b-history__message" role="status">
          <p className="b2b-history__message-title">{t('lists.linesEmpty')}</p>
        </div>
      ) : (
        <div className="b2b-lists__lines-block">
          {keeps && (
            <label className="b2b-lists__select-all">
              <input
                type="checkbox"
                className="b2b-lists__checkbox"
                checked={allTicked}
                onChange={(event) =>
                  setTicked(event.target.checked ? new Set(lines.map((line) => line.id)) : new Set())
                }
              />
              <span>{t('lists.selectAll')}</span>
            </label>
          )}
          <div className="b2b-history__scroll">
            <table className="b2b-history__table b2b-lists__lines">
              <caption className="b2b-visually-hidden">{list.name}</caption>
              <thead>
                <tr>
                  {keeps && (
                    <th scope="col" className="b2b-lists__select-cell">
                      <span className="b2b-visually-hidden">{t('lists.select')}</span>
                    </th>
                  )}
                  <th scope="col" className="b2b-lists__image-cell">
                    <span className="b2b-visually-hidden">{t('lists.product')}</span>
                  </th>
                  <th scope="col">{t('lists.product')}</th>
                  <th scope="col">{t('lists.quantity')}</th>
                  <th scope="col">{t('lists.unit')}</th>
                  <th scope="col" className="b2b-lists__price-cell">
                    {t('lists.price')}
                  </th>
                  <th scope="col">{t('lists.stock')}</th>
                  <th scope="col">{t('lists.note')}</th>
                  {canEdit && (
                    <th scope="col">
                      <span className="b2b-visually-hidden">{t('lists.remove')}</span>
                    </th>
                  )}
                </tr>
              </thead>
              <tbody>
                {lines.map((line) => (
                  <ListLineRow
                    key={line.id}
                    line={line}
                    edit={state.lineEdits[line.id]}
                    canEdit={canEdit}
                    selectable={keeps}
                    selected={ticked.has(line.id)}
                    onSelect={select}
                    context={context}
                  />
                ))}
              </tbody>
            </table>
          </div>
        </div>
      )}
    </div>
  );
});
