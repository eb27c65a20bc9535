import type { ReactNode } from 'react';

/** A column head; money and quantities (num) align right. */
export interface HistoryColumn {
  label: string;
  num?: boolean;
}

export function HistoryHead({ columns }: { columns: HistoryColumn[] }) {
  return (
    <thead>
      <tr>
        {columns.map((column, i) => (
          <th key={i} scope="col" className={column.num ? 'b2b-history__num' : undefined}>
            {column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

interface HistoryTableProps {
  caption: string;
  columns: HistoryColumn[];
  /** A list's own class beside b2b-history__table. */
  className?: string;
  /** One HistoryGroup per order or offer. */
  children: ReactNode;
}

/**
 * A page of orders or offers: each one a tbody (HistoryGroup) whose details unfold below it. On a
 * narrow list every row becomes a card (historyTable.css), so the page never scrolls sideways.
 */
export function HistoryTable({ caption, columns, className, children }: HistoryTableProps) {
  return (
    <div className="b2b-history__scroll">
      <table className={className ? `b2b-history__table ${className}` : 'b2b-history__table'}>
        <caption className="b2b-visually-hidden">{caption}</caption>
        <HistoryHead columns={columns} />
        {children}
      </table>
    </div>
  );
}

interface HistoryGroupProps {
  /** The group's id, for a link to the order or offer (the page's fragment). */
  id?: string;
  open: boolean;
  /** The id of the details row, for the fold button's aria-controls. */
  detailsId: string;
  /** The number of columns, which the details row spans. */
  colSpan: number;
  /** The row's cells (th for the key, td with data-label for the rest). */
  cells: ReactNode;
  /** Rendered only while open. */
  details: () => ReactNode;
}

/** One order or offer: its row and, below it, its details (hidden while folded). */
export function HistoryGroup({ id, open, detailsId, colSpan, cells, details }: HistoryGroupProps) {
  return (
    <tbody id={id} className={`b2b-history__group${open ? ' b2b-history__group--open' : ''}`}>
      <tr className="b2b-history__row">{cells}</tr>
      <tr id={detailsId} className="b2b-history__details" hidden={!open}>
        <td colSpan={colSpan}>{open && details()}</td>
      </tr>
    </tbody>
  );
}
