import type { RefObject } from 'react';
import { errorText } from '../../i18n/errorText';
import { usePageT } from '../../i18n/usePageT';
import { skippedSentence } from '../../i18n/skippedRows';
import { refusedLines, type ListPickerState, type PickerAdd } from '../../store/lists/listPicker';

export interface AddToListProblemProps {
  picker: ListPickerState;
  /** This control's add, if one was asked. */
  add: PickerAdd | undefined;
  /** How many lines the control adds: one line's refusal is said in one sentence. */
  itemCount: number;
  /** The name form is open: a failed load of the lists is not its problem. */
  naming: boolean;
  nameOf: (productId: number) => string;
  retryButton: RefObject<HTMLButtonElement>;
  onRetry: () => void;
  onReload: () => void;
}

/**
 * What went wrong in the 'Listeye Ekle' menu, in its alert region: a failed add (with a retry), the
 * lines the host refused with its message, or lists that could not be loaded (with a retry).
 */
export function AddToListProblem({
  picker,
  add,
  itemCount,
  naming,
  nameOf,
  retryButton,
  onRetry,
  onReload,
}: AddToListProblemProps) {
  const t = usePageT();
  const refused = add?.status === 'done' ? refusedLines(add) : [];
  if (add?.status === 'failed')
    return (
      <>
        <p>
          {add.unavailable
            ? t('addToList.unavailable')
            : t('addToList.failed', { message: errorText(add.error, t) })}
        </p>
        <button ref={retryButton} type="button" className="b2b-add-to-list__retry" onClick={onRetry}>
          {t('productList.retry')}
        </button>
      </>
    );
  if (add && refused.length > 0)
    return itemCount === 1 ? (
      <>
        <p>{t('addToList.failed', { message: refused[0]!.message })}</p>
        {add.skipped.length > 0 && <p>{skippedSentence(t, add.skipped)}</p>}
      </>
    ) : (
      <>
        <p>
          {t('addToList.partial', {
            name: add.listName,
            added: add.results.length - refused.length,
            refused: refused.length,
          })}
        </p>
        <ul className="b2b-add-to-list__refused">
          {refused.map((line, index) => (
            <li key={`${line.productId}-${index}`}>
              {t('addToList.lineRefused', { name: nameOf(line.productId), message: line.message })}
            </li>
          ))}
        </ul>
        {add.skipped.length > 0 && <p>{skippedSentence(t, add.skipped)}</p>}
      </>
    );
  if (!naming && (picker.unavailable || picker.status === 'failed'))
    return (
      <>
        <p>
          {picker.unavailable
            ? t('addToList.unavailable')
            : `${t('addToList.loadFailed')} ${errorText(picker.error, t)}`}
        </p>
        <button type="button" className="b2b-add-to-list__retry" onClick={onReload}>
          {t('productList.retry')}
        </button>
      </>
    );
  return null;
}
