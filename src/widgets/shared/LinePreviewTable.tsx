import { formatMoney } from '../../domain/shared/money';
import type { ReorderLine } from '../../domain/cart/reorder';
import { unitLabel } from '../../domain/cart/units';
import type { Translate } from '../../i18n/translate';
import { useT } from '../../i18n/useT';
import { QUANTITY_MAX } from '../../domain/cart/quantity';
import type { LocaleCode } from '../../domain/chrome/locales';
import { percentText } from '../../domain/shared/percentText';
import { selectLocale } from '../../store/chrome/locale';
import { useAppSelector } from '../../store/core/hooks';

/** What changed for a line since the order, in words; 'Değişiklik yok' when nothing did. */
function notesOf(line: ReorderLine, t: Translate): string[] {
  switch (line.status) {
    case 'gone':
      return [t('reorder.gone')];
    case 'variant':
      return [t('reorder.variant')];
    case 'askPrice':
      return [t('reorder.askPrice')];
    case 'outOfStock':
      return [t('reorder.outOfStock')];
    case 'cartFull':
      return [
        t('reorder.cartFull', {
          held: line.held?.quantity ?? QUANTITY_MAX,
          unit: line.held?.unit ?? line.unit,
          max: QUANTITY_MAX,
        }),
      ];
    case 'unitConflict':
      return [t('reorder.unitConflict', { from: unitLabel(line.item.productUnit) })];
    default:
      break;
  }
  const notes: string[] = [];
  if (line.unitChanged)
    notes.push(t('reorder.unitChanged', { from: unitLabel(line.item.productUnit), to: line.unit }));
  if (line.status === 'capped') {
    const params = { wanted: line.wanted, quantity: line.quantity, unit: line.unit, max: QUANTITY_MAX };
    if (line.held)
      notes.push(t('reorder.cappedCart', { ...params, held: line.held.quantity, heldUnit: line.held.unit }));
    else notes.push(t(line.cappedBy === 'max' ? 'reorder.cappedMax' : 'reorder.capped', params));
  }
  if (line.priceChange === 'up') notes.push(t('reorder.priceUp'));
  if (line.priceChange === 'down') notes.push(t('reorder.priceDown'));
  return notes.length > 0 ? notes : [t('reorder.same')];
}

/** The price change as a signed percentage the page's language writes: '(+%25)', '(+25%)'. */
function percent(then: number, now: number, locale: LocaleCode): string {
  if (!(then > 0)) return '';
  const change = Math.round(((now - then) / then) * 100);
  return change === 0 ? '' : ` (${change > 0 ? '+' : '−'}${percentText(Math.abs(change), locale)})`;
}

/**
 * A past order's or an offer's lines as they would go into the cart today ('Tekrar Sipariş Ver',
 * the offer's Düzenle): quantity, price then (`priceThenLabel`: the order's or the offer's) and now,
 * and what changed: capped by the stock or by 100, left out, unit or price changed.
 */
export function LinePreviewTable({
  lines,
  currency,
  priceThenLabel,
}: {
  lines: ReorderLine[];
  currency: string;
  priceThenLabel: string;
}) {
  const t = useT();
  const locale = useAppSelector(selectLocale);
  const money = (value: number) => formatMoney(value, currency);
  return (
    <table className="b2b-stack-table b2b-reorder__table">
      <thead>
        <tr>
          <th scope="col">{t('product.code')}</th>
          <th scope="col">{t('product.name')}</th>
          <th scope="col" className="b2b-num">
            {t('product.quantity')}
          </th>
          <th scope="col" className="b2b-num">
            {priceThenLabel}
          </th>
          <th scope="col" className="b2b-num">
            {t('reorder.priceNow')}
          </th>
          <th scope="col">{t('quickOrder.status')}</th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          const goes = line.quantity > 0;
          const changed = line.status !== 'ok' || line.unitChanged || (line.priceChange ?? 'same') !== 'same';
          return (
            <tr
              key={line.item.id}
              className={`b2b-reorder__line${goes ? '' : ' b2b-reorder__line--out'}${changed ? ' b2b-reorder__line--changed' : ''}`}
            >
              <td data-label={t('product.code')}>{line.item.code}</td>
              <td data-label={t('product.name')} className="b2b-stack-wide">
                {line.item.name}
              </td>
              <td data-label={t('product.quantity')} className="b2b-num">
                {goes ? `${line.quantity} ${line.unit}` : '—'}
              </td>
              <td data-label={priceThenLabel} className="b2b-num">
                {money(line.priceThen)}
              </td>
              <td
                data-label={t('reorder.priceNow')}
                className={`b2b-num b2b-reorder__now b2b-reorder__now--${line.priceChange ?? 'none'}`}
              >
                {line.priceNow === null
                  ? '—'
                  : `${money(line.priceNow)}${percent(line.priceThen, line.priceNow, locale)}`}
              </td>
              <td data-label={t('quickOrder.status')} className="b2b-stack-wide b2b-reorder__notes">
                {notesOf(line, t).join(' ')}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
