import { useCallback, useId, useRef, useState, type ComponentType } from 'react';
import { mayKeepLists } from '../../domain/lists/listKeepers';
import { usePageT } from '../../i18n/usePageT';
import { selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { notify } from '../../store/core/ui';
import type { AddToListMenuProps, ListItem } from './AddToListMenu';
import './addToList.css';

export type { ListItem } from './AddToListMenu';

type Menu = ComponentType<AddToListMenuProps>;

// The menu and its store area are a chunk of their own, fetched when a menu first opens; a failed
// fetch is forgotten, so the next press fetches again.
let menuChunk: Promise<Menu> | null = null;
let loadedMenu: Menu | null = null;
function loadMenu(): Promise<Menu> {
  menuChunk ??= import(/* webpackChunkName: "list-picker-flow" */ './AddToListMenu').then(
    (module) => (loadedMenu = module.AddToListMenu),
    (error: unknown) => {
      menuChunk = null;
      throw error;
    },
  );
  return menuChunk;
}

const NOTHING_SKIPPED: string[] = [];

interface AddToListButtonProps {
  items: ListItem[];
  /** Codes of rows that do not go into the list (the quick order pad's): the confirmation names them. */
  skipped?: string[];
  /** The button's text: 'Listeye Ekle', or the whole cart's or the quick order pad's. */
  label?: 'addToList.button' | 'addToList.saveCart' | 'addToList.savePad';
  /**
   * 'button' (the default) beside other buttons, 'link' among links; 'icon' an icon only as tall as
   * a button (rows, cards), 'small' an icon only within a line of text (a cart line's remove link).
   */
  look?: 'button' | 'link' | 'icon' | 'small';
  /** Names what an icon adds in its accessible name (every row has the same button). */
  subject?: string;
}

/**
 * The 'Listeye Ekle' control: a menu button, shown only to users who may keep lists. Its
 * menu (the user's lists, 'Yeni liste…') is a lazy chunk: Enter, Space or Arrow Down open it on the
 * first list, Arrow Up on the last; Escape closes it and the focus comes back here.
 */
export function AddToListButton({
  items,
  skipped = NOTHING_SKIPPED,
  label = 'addToList.button',
  look = 'button',
  subject,
}: AddToListButtonProps) {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const user = useAppSelector(selectUser);
  const pickerId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<'first' | 'last' | null>(null);
  const [waiting, setWaiting] = useState(false);
  const close = useCallback((refocus: boolean) => {
    setOpen(null);
    if (refocus) button.current?.focus();
  }, []);

  if (!mayKeepLists({ id: user.id, role: user.companyRole, admin: user.admin })) return null;

  const show = (focus: 'first' | 'last') => {
    if (loadedMenu) {
      setOpen(focus);
      return;
    }
    if (waiting) return;
    setWaiting(true);
    loadMenu().then(
      () => {
        setWaiting(false);
        setOpen(focus);
      },
      (error: unknown) => {
        console.error('[b2b] the list picker could not be loaded:', error);
        setWaiting(false);
        dispatch(notify({ kind: 'error', message: t('addToList.unavailable') }));
      },
    );
  };

  const text = t(label);
  const compact = look === 'icon' || look === 'small';
  const LoadedMenu = open ? loadedMenu : null;
  return (
    <span className={`b2b-add-to-list b2b-add-to-list--${look}`}>
      <button
        ref={button}
        type="button"
        className="b2b-add-to-list__button"
        aria-haspopup="menu"
        aria-expanded={open !== null}
        aria-controls={open ? `${pickerId}menu` : undefined}
        aria-busy={waiting || undefined}
        aria-label={compact && subject ? `${text}: ${subject}` : undefined}
        title={look === 'link' ? undefined : text}
        disabled={items.length === 0}
        onClick={() => (open ? close(false) : show('first'))}
        onKeyDown={(event) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          show(event.key === 'ArrowUp' ? 'last' : 'first');
        }}
      >
        <svg viewBox="0 0 20 20" aria-hidden="true" focusable="false">
          <path d="M2 5h10M2 10h10M2 15h6M15 11v8M11 15h8" />
        </svg>
        {compact ? (
          !subject && <span className="b2b-visually-hidden">{text}</span>
        ) : (
          <span className="b2b-add-to-list__text">{text}</span>
        )}
      </button>
      {LoadedMenu && (
        <LoadedMenu
          pickerId={pickerId}
          menuId={`${pickerId}menu`}
          anchor={button}
          items={items}
          skipped={skipped}
          focus={open!}
          onClose={close}
        />
      )}
    </span>
  );
}
