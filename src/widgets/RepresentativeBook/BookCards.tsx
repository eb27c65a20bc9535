import { useId } from 'react';
import type { BookCustomer } from '../../contract/representatives';
import {
  BOOK_SORT_KEYS,
  type BookSort,
  type BookSortKey,
  type SortDirection,
} from '../../domain/company/representativeBook';
import { useT } from '../../i18n/useT';
import { ActForButton } from './ActForButton';
import { BOOK_COLUMNS } from './bookColumns';

interface BookCardsProps {
  customers: BookCustomer[];
  sort: BookSort;
  busy: boolean;
  onSortChange: (sort: BookSort) => void;
  onAct: (companyId: number) => void;
}

const DIRECTIONS: SortDirection[] = ['ascending', 'descending'];

/** The book on phones: one card per customer (no sideways scroll) and the order as a select. */
export function BookCards({ customers, sort, busy, onSortChange, onAct }: BookCardsProps) {
  const t = useT();
  const sortId = useId();
  const columnLabel = (key: BookSortKey) => t(BOOK_COLUMNS.find((c) => c.key === key)!.label);
  return (
    <>
      <div className="b2b-book__sort-select">
        <label htmlFor={sortId}>{t('book.sortBy')}</label>
        <select
          id={sortId}
          value={`${sort.key}:${sort.direction}`}
          onChange={(event) => {
            const [key, direction] = event.target.value.split(':') as [BookSortKey, SortDirection];
            onSortChange({ key, direction });
          }}
        >
          {BOOK_SORT_KEYS.flatMap((key) =>
            DIRECTIONS.map((direction) => (
              <option key={`${key}:${direction}`} value={`${key}:${direction}`}>
                {t('book.sortOption', {
                  column: columnLabel(key),
                  direction: t(direction === 'ascending' ? 'book.ascending' : 'book.descending'),
                })}
              </option>
            )),
          )}
        </select>
      </div>
      <ul className="b2b-book__cards">
        {customers.map((customer) => (
          <li key={customer.companyId} className="b2b-book__card">
            <p className="b2b-book__name">{customer.name}</p>
            <p className="b2b-book__meta">
              {[customer.code, customer.city].filter((part) => part).join(' · ')}
            </p>
            <dl className="b2b-book__facts">
              {BOOK_COLUMNS.filter((column) => column.key !== 'name').map((column) => (
                <div key={column.key} className="b2b-book__fact">
                  <dt>{t(column.label)}</dt>
                  <dd>{column.cell(customer, t)}</dd>
                </div>
              ))}
            </dl>
            <ActForButton customer={customer} busy={busy} onAct={onAct} />
          </li>
        ))}
      </ul>
    </>
  );
}
