import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { actingBlockedReason, filterBook } from '../../domain/company/representativeBook';
import { errorText } from '../../i18n/errorText';
import { usePageT } from '../../i18n/usePageT';
import {
  representativesActions as actions,
  selectRepresentatives,
} from '../../store/company/representatives';
import { selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { MEDIUM_AND_WIDER, useMediaQuery } from '../../ui/useMediaQuery';
import { CustomerOptions } from './CustomerOptions';
import './CustomerPicker.css';

/**
 * 'Müşteri Seç' in a sales representative's top bar: a button opening the book's customers as a
 * searchable list (combobox and listbox: type to filter by name, code or city, arrows to move, Enter
 * to choose, Escape to close with the focus back on the button). Choosing a customer who consented
 * starts acting for it and reloads the page; the others are listed with the reason and cannot be
 * chosen. On phones the list is a bottom sheet. Nothing for users who are not representatives.
 */
export function CustomerPicker() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const { representative } = useAppSelector(selectUser);
  const { book, acting } = useAppSelector(selectRepresentatives);
  const wide = useMediaQuery(MEDIUM_AND_WIDER);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const listId = useId();
  const hintId = useId();

  const matches = useMemo(() => filterBook(book.customers, query), [book.customers, query]);
  const activeIndex = Math.min(active, Math.max(0, matches.length - 1));

  useEffect(() => {
    if (!open) return;
    input.current?.focus();
    const outside = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  if (!representative) return null;
  const current = representative.actingFor;

  const openList = () => {
    setOpen(true);
    setQuery('');
    setActive(0);
    dispatch(actions.actingErrorCleared());
    if (!book.loaded && !book.fetching) dispatch(actions.bookRequested());
  };
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (index: number) => {
    const customer = matches[index];
    if (!customer || actingBlockedReason(customer) !== null || acting.pending !== null) return;
    if (customer.companyId === current?.companyId) {
      close();
      return;
    }
    dispatch(actions.actingStartRequested({ companyId: customer.companyId }));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = matches.length - 1;
    const moves: Record<string, () => number> = {
      ArrowDown: () => (activeIndex >= last ? 0 : activeIndex + 1),
      ArrowUp: () => (activeIndex <= 0 ? last : activeIndex - 1),
      Home: () => 0,
      End: () => last,
    };
    const move = moves[event.key];
    if (move && matches.length > 0) {
      event.preventDefault();
      setActive(move());
    } else if (event.key === 'Enter') {
      event.preventDefault();
      choose(activeIndex);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close();
    }
  };

  const optionId = (index: number) => `${listId}-${index}`;
  const status = () => {
    if (acting.pending !== null)
      return (
        <p className="b2b-customer-picker__status" role="status">
          {t('acting.starting')}
        </p>
      );
    if (acting.error)
      return (
        <p className="b2b-customer-picker__status b2b-customer-picker__status--error" role="alert">
          {t('acting.failed')} {errorText(acting.error, t)}
        </p>
      );
    if (book.error)
      return (
        <div className="b2b-customer-picker__status b2b-customer-picker__status--error" role="alert">
          <p>
            {t('acting.loadFailed')} {errorText(book.error, t)}
          </p>
          <button
            type="button"
            className="b2b-customer-picker__retry"
            onClick={() => dispatch(actions.bookRequested())}
          >
            {t('acting.retry')}
          </button>
        </div>
      );
    if (!book.loaded)
      return (
        <p className="b2b-customer-picker__status" role="status" aria-busy="true">
          {t('common.loading')}
        </p>
      );
    if (matches.length === 0)
      return (
        <p className="b2b-customer-picker__status" role="status">
          {t(book.customers.length === 0 ? 'acting.empty' : 'acting.noMatch')}
        </p>
      );
    return null;
  };

  return (
    <div className={`b2b-customer-picker${wide ? '' : ' b2b-customer-picker--phone'}`} ref={root}>
      <button
        ref={button}
        type="button"
        className="b2b-customer-picker__button"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => (open ? close() : openList())}
      >
        {current ? t('acting.current', { name: current.name }) : t('acting.pick')}
      </button>
      {open && (
        <div
          className={`b2b-customer-picker__popup${wide ? '' : ' b2b-customer-picker__popup--sheet'}`}
          role="dialog"
          aria-label={t('acting.listTitle')}
        >
          <div className="b2b-customer-picker__head">
            <label className="b2b-customer-picker__label">
              <span>{t('acting.search')}</span>
              <input
                ref={input}
                type="text"
                className="b2b-customer-picker__input"
                role="combobox"
                aria-expanded={matches.length > 0}
                aria-controls={listId}
                aria-autocomplete="list"
                aria-describedby={hintId}
                aria-activedescendant={matches.length > 0 ? optionId(activeIndex) : undefined}
                autoComplete="off"
                value={query}
                onChange={(event) => {
                  setQuery(event.target.value);
                  setActive(0);
                }}
                onKeyDown={onKeyDown}
              />
            </label>
            {!wide && (
              <button type="button" className="b2b-customer-picker__close" onClick={close}>
                {t('acting.close')}
              </button>
            )}
          </div>
          <p id={hintId} className="b2b-customer-picker__hint">
            {t('acting.searchHint')}
          </p>
          {status()}
          <CustomerOptions
            id={listId}
            label={t('acting.listTitle')}
            customers={matches}
            activeIndex={activeIndex}
            currentId={current?.companyId ?? null}
            optionId={optionId}
            onPointTo={setActive}
            onChoose={choose}
          />
        </div>
      )}
    </div>
  );
}
