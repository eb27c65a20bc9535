import { useId, useState, type ClipboardEvent, type KeyboardEvent } from 'react';
import type { AutocompleteResult } from '../../contract/catalog';
import { ShortCode } from '../shared/ShortCode';
import { suggestionQuery } from '../../domain/catalog/suggestions';
import { useT } from '../../i18n/useT';

interface CodeCellProps {
  rowKey: string;
  rowNumber: number;
  code: string;
  invalid: boolean;
  /** The row's status text, read with the field when the code is the problem. */
  hintId?: string;
  /** Suggestions of the row being typed in (empty for the others). */
  suggestions: { query: string; results: AutocompleteResult[] } | null;
  onSuggest: (text: string) => void;
  onCommit: (code: string) => void;
  /** Enter: on to the quantity. */
  onDone: () => void;
  /** A paste of several lines or cells: the pad takes it as a sheet. */
  onPasteSheet: (text: string) => void;
}

/**
 * A row's product code: typing asks for suggestions (the flow debounces and aborts them as the header
 * search does); ArrowUp/ArrowDown pick one, Enter takes it (or the typed code) and moves to the
 * quantity, Escape closes the list. The code is committed on Enter or blur, never key by key.
 */
export function CodeCell(props: CodeCellProps) {
  const { rowKey, rowNumber, code, invalid, hintId, suggestions, onSuggest, onCommit, onDone, onPasteSheet } =
    props;
  const t = useT();
  const listId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const text = draft ?? code;
  const query = suggestionQuery(text);
  const options =
    open && suggestions && query !== null && suggestions.query === query ? suggestions.results : [];
  const expanded = options.length > 0;
  const optionId = (index: number) => `${listId}-${index}`;

  const commit = (value: string) => {
    setDraft(null);
    setOpen(false);
    setActive(-1);
    if (value.trim() !== code.trim()) onCommit(value.trim());
    // Cancels a suggestion request still waiting or under way.
    onSuggest('');
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const n = options.length;
    if ((event.key === 'ArrowDown' || event.key === 'ArrowUp') && n > 0) {
      event.preventDefault();
      if (event.key === 'ArrowDown') setActive((i) => (i >= n - 1 ? 0 : i + 1));
      else setActive((i) => (i <= 0 ? n - 1 : i - 1));
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      const chosen = expanded && active >= 0 ? options[active] : undefined;
      commit(chosen ? chosen.code : text);
      onDone();
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    const pasted = event.clipboardData.getData('text');
    if (!/[\t\r\n;]/.test(pasted.trim())) return;
    event.preventDefault();
    setDraft(null);
    onPasteSheet(pasted);
  };

  return (
    <div className="b2b-quick-order__code">
      <input
        className="b2b-quick-order__input"
        type="text"
        role="combobox"
        autoComplete="off"
        spellCheck={false}
        data-field="code"
        aria-label={t('quickOrder.codeOf', { n: rowNumber })}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        aria-invalid={invalid || undefined}
        aria-describedby={hintId}
        value={text}
        onChange={(event) => {
          setDraft(event.target.value);
          setOpen(true);
          setActive(-1);
          onSuggest(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          if (draft !== null) commit(draft);
          else setOpen(false);
        }}
        onPaste={onPaste}
      />
      <div
        id={listId}
        className="b2b-quick-order__suggestions"
        role="listbox"
        aria-label={t('quickOrder.suggestions')}
        hidden={!expanded}
      >
        {expanded &&
          options.map((option, index) => (
            <div
              key={`${rowKey}-${option.id}-${index}`}
              id={optionId(index)}
              role="option"
              aria-selected={index === active}
              className="b2b-quick-order__suggestion"
              // Keeps the focus in the input: the choice is committed like a typed code.
              onMouseDown={(event) => {
                event.preventDefault();
                commit(option.code);
                onDone();
              }}
              onMouseEnter={() => setActive(index)}
            >
              <span className="b2b-quick-order__suggestion-code">
                <ShortCode code={option.code} />
              </span>
              <span className="b2b-quick-order__suggestion-name">{option.name}</span>
            </div>
          ))}
      </div>
    </div>
  );
}
