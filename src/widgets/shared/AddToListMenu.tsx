import {
  useEffect,
  useId,
  useRef,
  useState,
  type FormEvent,
  type KeyboardEvent,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import type { ListLineRequest } from '../../contract/lists';
import { judgeListName } from '../../domain/lists/shoppingLists';
import { usePageT } from '../../i18n/usePageT';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import {
  listAddRequested,
  listPickerActions,
  listPickerOpened,
  refusedLines,
  selectListPicker,
  type ListAddRequest,
  type ListTarget,
} from '../../store/lists/listPicker';
import { canTakeFocus, FOCUSABLE } from '../../ui/focus';
import { usePopupPlacement } from '../../ui/usePopupPlacement';
import { AddToListProblem } from './AddToListProblem';
import { NewListForm } from './NewListForm';
import './addToListMenu.css';

/** A line the control puts into a list: the product (its name for the host's messages), quantity, unit. */
export interface ListItem {
  productId: number;
  name: string;
  /** In units of unitId (the product's default unit when absent). */
  quantity: number;
  unitId?: number;
}

export interface AddToListMenuProps {
  /** The control's id: its add and outcome in the store. */
  pickerId: string;
  /** The id of the menu, which the button controls. */
  menuId: string;
  anchor: RefObject<HTMLButtonElement | null>;
  items: ListItem[];
  /** Codes of rows the control leaves out: the confirmation names them. */
  skipped: string[];
  /** Which item takes the focus as the menu opens. */
  focus: 'first' | 'last';
  /** Closes the menu; `refocus` puts the focus back on the button. */
  onClose: (refocus: boolean) => void;
}

const NEW_LIST = 'new';
let requests = 0;

const lineRequest = ({ productId, quantity, unitId }: ListItem): ListLineRequest =>
  unitId === undefined ? { productId, quantity } : { productId, quantity, unit: unitId };

/**
 * The 'Listeye Ekle' menu, a lazy chunk with its store area: the lists the user may
 * change, then 'Yeni liste…' (a name, judged on submit, a new list, then the add). Choosing a list
 * adds the control's lines; all added, a toast tells it and the menu closes. A refusal or a failure
 * keeps the menu with what was asked: the refused lines with the host's message, or the failure
 * with a retry. Arrow keys, Home and End move between the items; Escape closes and returns the
 * focus to the button; Tab leaves the menu, closing it.
 */
export function AddToListMenu({
  pickerId,
  menuId,
  anchor,
  items,
  skipped,
  focus,
  onClose,
}: AddToListMenuProps) {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const picker = useAppSelector(selectListPicker);
  const add = picker.adds[pickerId];
  const popup = useRef<HTMLDivElement>(null);
  const retryButton = useRef<HTMLButtonElement>(null);
  const nameInput = useRef<HTMLInputElement>(null);
  const asked = useRef<ListAddRequest | null>(null);
  const ids = useId();
  const [active, setActive] = useState<string | null>(null);
  const [naming, setNaming] = useState(false);
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const place = usePopupPlacement(anchor, popup);

  const lists = picker.lists.filter((list) => list.canEdit);
  const keys = [...lists.map((list) => String(list.id)), NEW_LIST];
  const current = active !== null && keys.includes(active) ? active : null;
  const sending = add?.status === 'sending';
  const refused = add?.status === 'done' ? refusedLines(add) : [];
  const allAdded = add?.status === 'done' && refused.length === 0 ? add.requestId : null;
  // The list an add failed to fill, once known (chosen, or made by this add).
  const failedInto = add?.status === 'failed' ? add.listId : null;

  useEffect(() => {
    dispatch(listPickerOpened({ pickerId }));
    return () => {
      dispatch(listPickerActions.dismissed(pickerId));
    };
  }, [dispatch, pickerId]);

  // As the menu opens, the focus goes to its first (or last) item; when the lists arrive after that,
  // to the first list, unless the user has moved meanwhile.
  const moved = useRef(false);
  const firstKey = keys[0]!;
  useEffect(() => {
    if (moved.current) return;
    const items = popup.current?.querySelectorAll<HTMLElement>('[role="menuitem"]');
    const item = items?.[focus === 'last' ? items.length - 1 : 0];
    if (!item || item === document.activeElement) return;
    setActive(item.dataset.key ?? null);
    item.focus();
  }, [focus, firstKey]);

  // Everything added: the toast says so (the session's), and the menu closes.
  useEffect(() => {
    if (allAdded !== null && allAdded === asked.current?.requestId) onClose(true);
  }, [allAdded, onClose]);

  // The new list was made but the lines did not go in: back to the menu (the list is in it now), on
  // the retry, which adds to that list rather than making another.
  useEffect(() => {
    const target = asked.current?.target;
    if (failedInto === null || !target || !('newName' in target)) return;
    setNaming(false);
    retryButton.current?.focus();
  }, [failedInto]);

  // A press outside closes the menu (the button's own press toggles it).
  useEffect(() => {
    const pressed = (event: Event) => {
      const target = event.target as Node;
      if (popup.current?.contains(target) || anchor.current?.contains(target)) return;
      onClose(false);
    };
    document.addEventListener('pointerdown', pressed, true);
    return () => document.removeEventListener('pointerdown', pressed, true);
  }, [anchor, onClose]);

  const send = (target: ListTarget, lines: ListLineRequest[]) => {
    if (sending || lines.length === 0) return;
    const request: ListAddRequest = { pickerId, requestId: ++requests, target, lines, skipped };
    asked.current = request;
    dispatch(listAddRequested(request));
  };

  const retry = () => {
    const last = asked.current;
    if (!last || !add) return;
    // Into the list made already; only the lines the host has not answered yet.
    send(add.listId === null ? last.target : { listId: add.listId }, last.lines.slice(add.results.length));
  };

  const reopen = () => dispatch(listPickerOpened({ pickerId }));

  const submitName = (event: FormEvent) => {
    event.preventDefault();
    const judged = judgeListName(name);
    if (!judged.ok) {
      setNameError(t(judged.message.key, judged.message.params));
      nameInput.current?.focus();
      return;
    }
    setNameError(null);
    send({ newName: judged.text }, items.map(lineRequest));
  };

  // 'Vazgeç' of the name form: back on 'Yeni liste…', once the menu is shown again.
  const [refocus, setRefocus] = useState(false);
  useEffect(() => {
    if (naming || !refocus) return;
    setRefocus(false);
    setActive(NEW_LIST);
    popup.current?.querySelector<HTMLElement>(`[data-key="${NEW_LIST}"]`)?.focus();
  }, [naming, refocus]);
  const backToMenu = () => {
    setNaming(false);
    setNameError(null);
    setRefocus(true);
  };

  // Arrow keys, Home, End: the item with `key` takes the focus (and the menu's one tab stop).
  const focusItem = (key: string) => {
    setActive(key);
    popup.current?.querySelector<HTMLElement>(`[data-key="${key}"]`)?.focus();
  };

  const leave = (backwards: boolean) => {
    const button = anchor.current;
    const menu = popup.current;
    onClose(false);
    if (!button || !menu) return;
    if (backwards) {
      button.focus();
      return;
    }
    // Tab goes on to the control after the button, as if the menu had not been there.
    const next = Array.from(document.querySelectorAll<HTMLElement>(FOCUSABLE)).find(
      (candidate) =>
        !menu.contains(candidate) &&
        !button.contains(candidate) &&
        button.compareDocumentPosition(candidate) & Node.DOCUMENT_POSITION_FOLLOWING &&
        candidate.tabIndex >= 0 &&
        canTakeFocus(candidate),
    );
    (next ?? button).focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    moved.current = true;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose(true);
      return;
    }
    const menu = popup.current;
    if (!menu) return;
    if (event.key === 'Tab') {
      const stops = Array.from(menu.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
        (element) => element.tabIndex >= 0 && canTakeFocus(element),
      );
      const edge = event.shiftKey ? stops[0] : stops[stops.length - 1];
      if (stops.length === 0 || document.activeElement === edge) {
        event.preventDefault();
        leave(event.shiftKey);
      }
      return;
    }
    const target = event.target as HTMLElement;
    if (target.getAttribute('role') !== 'menuitem') return;
    const index = keys.indexOf(target.dataset.key ?? '');
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: keys.length - 1,
    };
    const to = moves[event.key];
    if (to === undefined) return;
    event.preventDefault();
    focusItem(keys[(to + keys.length) % keys.length]!);
  };

  const nameOf = (productId: number) => items.find((item) => item.productId === productId)?.name ?? '';
  const loading = picker.status === 'idle' || picker.status === 'loading';
  const titleId = `${ids}title`;

  let status = '';
  if (sending) status = t('addToList.adding');
  else if (!naming && !picker.unavailable && loading) status = t('common.loading');
  else if (!naming && picker.status === 'ready' && lists.length === 0) status = t('addToList.noLists');

  return createPortal(
    <div
      ref={popup}
      className="b2b-add-to-list__popup"
      style={place}
      onKeyDown={onKeyDown}
      onPointerDown={() => (moved.current = true)}
      aria-busy={sending || undefined}
    >
      {naming ? (
        <NewListForm
          name={name}
          error={nameError}
          sending={sending}
          input={nameInput}
          onName={setName}
          onSubmit={submitName}
          onCancel={backToMenu}
        />
      ) : (
        <>
          <p id={titleId} className="b2b-add-to-list__title">
            {t('addToList.menu')}
          </p>
          <ul id={menuId} role="menu" aria-labelledby={titleId} className="b2b-add-to-list__menu">
            {lists.map((list) => (
              <li key={list.id} role="none">
                <button
                  type="button"
                  role="menuitem"
                  className="b2b-add-to-list__item"
                  data-key={String(list.id)}
                  tabIndex={current === String(list.id) ? 0 : -1}
                  aria-disabled={sending || undefined}
                  onClick={() => send({ listId: list.id }, items.map(lineRequest))}
                >
                  <span className="b2b-add-to-list__name">{list.name}</span>
                  <span className="b2b-add-to-list__count">
                    {t('lists.lineCountValue', { n: list.lineCount })}
                  </span>
                </button>
              </li>
            ))}
            <li role="none">
              <button
                type="button"
                role="menuitem"
                className="b2b-add-to-list__item b2b-add-to-list__item--new"
                data-key={NEW_LIST}
                tabIndex={current === NEW_LIST || current === null ? 0 : -1}
                aria-disabled={sending || undefined}
                onClick={() => {
                  if (!sending) setNaming(true);
                }}
              >
                {t('addToList.newList')}
              </button>
            </li>
          </ul>
        </>
      )}
      <div className="b2b-add-to-list__status" role="status">
        {sending && <span className="b2b-add-to-list__spinner" aria-hidden="true" />}
        {status}
      </div>
      <div className="b2b-add-to-list__problem" role="alert">
        <AddToListProblem
          picker={picker}
          add={add}
          itemCount={items.length}
          naming={naming}
          nameOf={nameOf}
          retryButton={retryButton}
          onRetry={retry}
          onReload={reopen}
        />
      </div>
    </div>,
    document.body,
  );
}
