import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { productPath, searchPath } from '../../domain/catalog/productLinks';
import { suggestionQuery } from '../../domain/catalog/suggestions';
import { usePageT } from '../../i18n/usePageT';
import { selectBasePath } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { searchActions, selectSearch } from '../../store/catalog/search';
import { SuggestionList } from './SuggestionList';
import './SearchBar.css';

/** The text of the search page's q parameter, so the box shows what was searched. */
function initialText(): string {
  return new URLSearchParams(window.location.search).get('q') ?? '';
}

/**
 * The header search box: suggestions while typing (the search saga debounces and
 * fetches), ArrowUp/ArrowDown move the selection, Enter opens it or searches /search?q=, Escape and
 * a click outside close the list.
 */
export function SearchBar() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const basePath = useAppSelector(selectBasePath);
  const { results } = useAppSelector(selectSearch);
  const [text, setText] = useState(initialText);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const formRef = useRef<HTMLFormElement>(null);
  const inputId = useId();
  const listId = useId();

  const suggestions = suggestionQuery(text) === null ? [] : results;
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: Event) => {
      if (!formRef.current?.contains(event.target as Node)) {
        setOpen(false);
        setActive(-1);
      }
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = suggestions.length;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (n === 0) return;
      event.preventDefault();
      setOpen(true);
      // From "nothing chosen", Down picks the first and Up the last; both wrap around.
      if (event.key === 'ArrowDown') setActive((i) => (!expanded || i >= n - 1 ? 0 : i + 1));
      else setActive((i) => (!expanded || i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      close();
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? suggestions[active] : undefined;
    if (chosen) {
      close();
      dispatch(searchActions.submitted(productPath(chosen.url, chosen.id, basePath)));
      return;
    }
    const query = suggestionQuery(text);
    if (query === null) return;
    close();
    dispatch(searchActions.submitted(searchPath(query, basePath)));
  };

  return (
    <form ref={formRef} className="b2b-search" role="search" onSubmit={onSubmit}>
      <label htmlFor={inputId} className="b2b-visually-hidden">
        {t('search.label')}
      </label>
      <input
        id={inputId}
        className="b2b-search__input"
        type="search"
        name="q"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        placeholder={t('search.placeholder')}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setOpen(true);
          setActive(-1);
          dispatch(searchActions.inputChanged(event.target.value));
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="b2b-search__submit">
        {t('search.submit')}
      </button>
      <SuggestionList
        id={listId}
        label={t('search.suggestions')}
        hidden={!expanded}
        suggestions={suggestions}
        active={active}
        optionId={optionId}
        onHover={setActive}
      />
    </form>
  );
}
