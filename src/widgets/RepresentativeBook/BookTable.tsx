import type { BookCustomer } from '../../contract/representatives';
import type { BookSort, BookSortKey } from '../../domain/company/representativeBook';
import { useT } from '../../i18n/useT';
import { ActForButton } from './ActForButton';
import { BOOK_COLUMNS } from './bookColumns';

interface BookTableProps {
  customers: BookCustomer[];
  sort: BookSort;
  busy: boolean;
  onSort: (key: BookSortKey) => void;
  onAct: (companyId: number) => void;
}

/** The book on wider screens: a table whose headers are sort buttons (aria-sort on the sorted one). */
export function BookTable({ customers, sort, busy, onSort, onAct }: BookTableProps) {
  const t = useT();
  return (
    <div className="b2b-history__scroll">
      <table className="b2b-history__table b2b-book__table">
        <thead>
          <tr>
            {BOOK_COLUMNS.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={column.numeric ? 'b2b-history__num' : undefined}
                aria-sort={sort.key === column.key ? sort.direction : 'none'}
              >
                <button type="button" className="b2b-book__sort" onClick={() => onSort(column.key)}>
                  {t(column.label)}
                  <span className="b2b-book__arrow" aria-hidden="true">
                    {sort.key !== column.key ? '↕' : sort.direction === 'ascending' ? '↑' : '↓'}
                  </span>
                </button>
              </th>
            ))}
            <th scope="col">{t('book.col.action')}</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.companyId} className="b2b-history__row">
              {BOOK_COLUMNS.map((column) =>
                column.key === 'name' ? (
                  <th key={column.key} scope="row" className="b2b-book__customer">
                    <span className="b2b-book__name">{customer.name}</span>
                    <span className="b2b-book__meta">
                      {[customer.code, customer.city].filter((part) => part).join(' · ')}
                    </span>
                  </th>
                ) : (
                  <td key={column.key} className={column.numeric ? 'b2b-history__num' : undefined}>
                    {column.cell(customer, t)}
                  </td>
                ),
              )}
              <td>
                <ActForButton customer={customer} busy={busy} onAct={onAct} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
