import { useId, useState } from 'react';
import { judgeListNote, LIST_NOTE_MAX } from '../../domain/lists/shoppingLists';
import type { LabelKey } from '../../i18n/translate';
import { useT } from '../../i18n/useT';

interface LineNoteProps {
  /** The note as shown (saved, or committed and on its way). */
  note: string;
  productName: string;
  /** A judged note that differs from the one shown. */
  onCommit: (note: string) => void;
}

/**
 * A line's note, kept as typed until committed (blur or Enter), then judged by judgeListNote: a note
 * the rule refuses stays in the field, as typed, with the reason under it; Escape puts the shown
 * note back.
 */
export function LineNote({ note, productName, onCommit }: LineNoteProps) {
  const t = useT();
  const errorId = useId();
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const commit = () => {
    if (draft === null) return;
    const judged = judgeListNote(draft);
    if (!judged.ok) {
      setError(t(judged.message.key as LabelKey, judged.message.params));
      return;
    }
    setError(null);
    setDraft(null);
    if (judged.text !== note) onCommit(judged.text);
  };

  return (
    <span className="b2b-lists__note">
      <input
        className="b2b-lists__note-input"
        type="text"
        autoComplete="off"
        // Room beyond the rule's limit: a too-long note is judged and said, not cut off silently.
        maxLength={LIST_NOTE_MAX + 40}
        placeholder={t('lists.notePlaceholder')}
        aria-label={`${t('lists.note')}: ${productName}`}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        value={draft ?? note}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commit}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            commit();
          } else if (event.key === 'Escape' && draft !== null) {
            // Only the field's own edit is undone; an Escape with nothing typed is left to the page.
            event.preventDefault();
            setDraft(null);
            setError(null);
          }
        }}
      />
      {error && (
        <span id={errorId} className="b2b-lists__field-error">
          {error}
        </span>
      )}
    </span>
  );
}
