import type { ReactNode } from 'react';
import { productImageUrl } from '../../../domain/catalog/productLinks';
import { useT } from '../../../i18n/useT';
import { selectImageBasePath } from '../../../store/core/config';
import { useAppSelector } from '../../../store/core/hooks';
import { ProductImage } from '../../../ui/ProductImage';
import { HistoryHead, type HistoryColumn } from './HistoryTable';

export const HISTORY_IMAGE_SIZE = 48;

interface HistoryItemsTableProps {
  caption: string;
  columns: HistoryColumn[];
  /** One tr.b2b-history__item per item. */
  children: ReactNode;
}

/** The items of an unfolded order or offer (image first); stacked into cards on a narrow list. */
export function HistoryItemsTable({ caption, columns, children }: HistoryItemsTableProps) {
  return (
    <table className="b2b-history__table b2b-history__table--items">
      <caption className="b2b-visually-hidden">{caption}</caption>
      <HistoryHead columns={columns} />
      <tbody>{children}</tbody>
    </table>
  );
}

/** An item's image cell; the image's own text is its name, so the cell carries no label. */
export function HistoryItemImage({ image, name }: { image: string; name: string }) {
  const imageBase = useAppSelector(selectImageBasePath);
  return (
    <td className="b2b-history__image">
      <ProductImage src={productImageUrl(image, imageBase)} alt={name} size={HISTORY_IMAGE_SIZE} />
    </td>
  );
}

export interface HistorySum {
  label: string;
  value: ReactNode;
  className?: string;
}

interface HistorySumsProps {
  lines: HistorySum[];
  /** The grand total, last and set apart. */
  grandTotal: string;
  /** The sums change as the user types (offer margins): read them out. */
  live?: boolean;
}

/** The sums under an order's or offer's items. */
export function HistorySums({ lines, grandTotal, live }: HistorySumsProps) {
  const t = useT();
  return (
    <dl className="b2b-history__sums" aria-live={live ? 'polite' : undefined}>
      {lines.map((line, i) => (
        <div key={i} className={line.className}>
          <dt>{line.label}</dt>
          <dd>{line.value}</dd>
        </div>
      ))}
      <div className="b2b-history__grand">
        <dt>{t('cart.grandTotal')}</dt>
        <dd>{grandTotal}</dd>
      </div>
    </dl>
  );
}
