import { useEffect, useId, useMemo, useState } from 'react';
import {
  DEFAULT_BOOK_SORT,
  filterBook,
  nextBookSort,
  sortBook,
  type BookSort,
} from '../../domain/company/representativeBook';
import { errorText } from '../../i18n/errorText';
import { useT } from '../../i18n/useT';
import {
  representativesActions as actions,
  selectRepresentatives,
} from '../../store/company/representatives';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { reserveWhile } from '../../ui/reserve';
import { MEDIUM_AND_WIDER, useMediaQuery } from '../../ui/useMediaQuery';
import { BookCards } from './BookCards';
import { BookTable } from './BookTable';
import '../shared/historyTable/historyTable.css';
import './RepresentativeBook.css';

const SKELETON_ROWS = 4;

/**
 * A sales representative's book (/temsilci): every customer with balance, overdue debt, risk-limit
 * headroom, last order, open cart, who is online and whether the customer consented; sorted by any
 * column, filtered by name, code or city. 'Adına Çalış' starts acting for a customer who consented
 * (the page then reloads as that customer's); for the others it is disabled with the reason. Cards
 * on phones.
 */
export function RepresentativeBook() {
  const t = useT();
  const dispatch = useAppDispatch();
  const { book, acting } = useAppSelector(selectRepresentatives);
  const wide = useMediaQuery(MEDIUM_AND_WIDER);
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<BookSort>(DEFAULT_BOOK_SORT);
  const filterId = useId();

  useRenderedWhen(!book.fetching && (book.loaded || book.error !== null));
  useEffect(() => {
    dispatch(actions.bookRequested());
  }, [dispatch]);

  const shown = useMemo(
    () => sortBook(filterBook(book.customers, query), sort),
    [book.customers, query, sort],
  );
  const act = (companyId: number) => dispatch(actions.actingStartRequested({ companyId }));
  const busy = acting.pending !== null;

  const body = () => {
    if (book.error)
      return (
        <div className="b2b-history__message b2b-history__message--error" role="alert">
          <p className="b2b-history__message-title">{t('book.loadFailed')}</p>
          <p>{errorText(book.error, t)}</p>
          <button
            type="button"
            className="b2b-history__button"
            onClick={() => dispatch(actions.bookRequested())}
          >
            {t('book.retry')}
          </button>
        </div>
      );
    if (!book.loaded)
      return (
        <div
          className="b2b-history__skeleton"
          role="status"
          aria-busy="true"
          aria-label={t('common.loading')}
        >
          {Array.from({ length: SKELETON_ROWS }, (_, i) => (
            <div key={i} className="b2b-skeleton b2b-history__skeleton-row" />
          ))}
        </div>
      );
    if (book.customers.length === 0)
      return (
        <div className="b2b-history__message" role="status">
          <p className="b2b-history__message-title">{t('book.empty')}</p>
        </div>
      );
    if (shown.length === 0)
      return (
        <div className="b2b-history__message" role="status">
          <p className="b2b-history__message-title">{t('book.noMatch')}</p>
        </div>
      );
    return wide ? (
      <BookTable
        customers={shown}
        sort={sort}
        busy={busy}
        onSort={(key) => setSort((current) => nextBookSort(current, key))}
        onAct={act}
      />
    ) : (
      <BookCards customers={shown} sort={sort} busy={busy} onSortChange={setSort} onAct={act} />
    );
  };

  return (
    <section
      className={`b2b-history b2b-book${wide ? '' : ' b2b-book--phone'}`}
      aria-label={t('book.title')}
      aria-busy={book.fetching}
      {...reserveWhile(!book.loaded && !book.error)}
    >
      <div className="b2b-book__toolbar">
        <label htmlFor={filterId}>{t('book.filter')}</label>
        <input
          id={filterId}
          type="search"
          className="b2b-book__filter"
          placeholder={t('book.filterHint')}
          autoComplete="off"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
        />
        {book.loaded && (
          <span className="b2b-book__count" role="status">
            {t('book.count', { n: shown.length })}
          </span>
        )}
      </div>
      {acting.pending !== null && (
        <p className="b2b-book__acting" role="status">
          {t('acting.starting')}
        </p>
      )}
      {acting.error && (
        <p className="b2b-book__acting b2b-book__acting--error" role="alert">
          {t('acting.failed')} {errorText(acting.error, t)}
        </p>
      )}
      {body()}
    </section>
  );
}
