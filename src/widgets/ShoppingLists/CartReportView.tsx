import { useId } from 'react';
import { CART_PATH } from '../../domain/shared/routes';
import { useT } from '../../i18n/useT';
import { selectBasePath } from '../../store/core/config';
import { useAppSelector } from '../../store/core/hooks';
import type { CartLineReport, CartReport, CartRoom } from '../../store/lists/shoppingListsState';

interface CartReportViewProps {
  report: CartReport;
  onDismiss: () => void;
  /** The offer of a line the cart's line had no room for: add what still fits. */
  onAddRoom: (lineId: number) => void;
}

/**
 * What the last 'Sepete Ekle' of the list did, line by line: added, or not and why (the host's
 * message; for a line the cart's line had no room for, what the cart holds and an offer of what fits).
 */
export function CartReportView({ report, onDismiss, onAddRoom }: CartReportViewProps) {
  const t = useT();
  const ids = useId();
  // The cart's line is what has no room: what it holds and what still fits say more than the host's 1–100.
  const roomText = (line: CartLineReport, room: CartRoom) =>
    room.more > 0
      ? t('lists.cartRoom', { held: room.held, heldUnit: room.heldUnit, more: room.more, unit: line.unit })
      : t('lists.cartFull', { held: room.held, heldUnit: room.heldUnit });
  const basePath = useAppSelector(selectBasePath);
  const added = report.lines.filter((line) => line.ok).length;
  const refused = report.lines.length - added;
  return (
    <div className="b2b-lists__live" role="status">
      {report.status === 'done' && (
        <div className={`b2b-lists__report${refused > 0 ? ' b2b-lists__report--problems' : ''}`}>
          <p className="b2b-lists__report-title">
            {refused > 0 ? t('lists.cartReport', { added, refused }) : t('lists.cartAllAdded', { added })}
          </p>
          <ul className="b2b-lists__report-lines">
            {report.lines.map((line) => (
              <li
                key={line.lineId}
                className={line.ok ? 'b2b-lists__report-ok' : 'b2b-lists__report-refused'}
              >
                <span className="b2b-lists__report-line">
                  <span className="b2b-lists__report-code">{line.code}</span> {line.name} — {line.quantity}{' '}
                  {line.unit}
                </span>
                <span className="b2b-lists__report-result" id={`${ids}${line.lineId}`}>
                  {line.ok
                    ? t('lists.lineAdded')
                    : t('lists.lineRefused', {
                        message: line.room ? roomText(line, line.room) : (line.message ?? ''),
                      })}
                </span>
                {!line.ok && line.room && line.room.more > 0 && (
                  <button
                    type="button"
                    className="b2b-lists__link-button b2b-lists__report-offer"
                    aria-describedby={`${ids}${line.lineId}`}
                    disabled={line.adding}
                    aria-busy={line.adding || undefined}
                    onClick={() => onAddRoom(line.lineId)}
                  >
                    {t('lists.addRoom', { more: line.room.more, unit: line.unit })}
                  </button>
                )}
              </li>
            ))}
          </ul>
          <p className="b2b-lists__report-actions">
            {added > 0 && <a href={`${basePath}${CART_PATH}`}>{t('lists.goToCart')}</a>}
            <button type="button" className="b2b-lists__link-button" onClick={onDismiss}>
              {t('common.close')}
            </button>
          </p>
        </div>
      )}
    </div>
  );
}
