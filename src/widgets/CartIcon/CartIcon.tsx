import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { roleHasCart } from '../../domain/company/companyRoles';
import { LOGIN_PATH } from '../../domain/shared/routes';
import { usePageT } from '../../i18n/usePageT';
import { cartLoadRequested } from '../../store/cart/cartIntents';
import { selectCartItemCount, selectCartLoading, selectCartStatus } from '../../store/cart/cartSelectors';
import { selectBasePath, selectUser } from '../../store/core/config';
import { useAppDispatch, useAppSelector } from '../../store/core/hooks';
import { useRenderedWhen } from '../../ui/renderedSignal';
import { MiniCartPanel } from './MiniCartPanel';
import './CartIcon.css';

function CartGlyph() {
  return (
    <svg
      className="b2b-cart-icon__glyph"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      aria-hidden="true"
      focusable="false"
    >
      <path
        fill="currentColor"
        d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.59-1.35 2.44A2 2 0 0 0 7 17h12v-2H7.42a.25.25 0 0 1-.22-.37L8.1 13h7.45a2 2 0 0 0 1.75-1.03L20.88 5.5A1 1 0 0 0 20 4H5.21l-.94-2H1Z"
      />
    </svg>
  );
}

/**
 * The mini cart in the header. Anonymous visitors get a link to the login page;
 * a logged-in user gets a button with the item count that opens the cart panel (a viewer, who has no
 * cart, gets nothing). The panel closes
 * on Escape (focus back on the button) and on a click outside.
 */
export function CartIcon() {
  const t = usePageT();
  const user = useAppSelector(selectUser);
  const basePath = useAppSelector(selectBasePath);
  if (!user.authenticated) {
    return (
      <span className="b2b-cart-icon">
        <a className="b2b-cart-icon__button" href={`${basePath}${LOGIN_PATH}`}>
          <CartGlyph />
          <span className="b2b-cart-icon__label">{t('miniCart.title')}</span>
          <span className="b2b-visually-hidden"> – {t('miniCart.login')}</span>
        </a>
      </span>
    );
  }
  // A company role without a cart (İzleyici) has no mini cart to open.
  if (!roleHasCart(user.companyRole)) return null;
  return <MiniCart />;
}

function MiniCart() {
  const t = usePageT();
  const dispatch = useAppDispatch();
  const panelId = useId();
  const rootRef = useRef<HTMLSpanElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const count = useAppSelector(selectCartItemCount);
  const status = useAppSelector(selectCartStatus);
  const loading = useAppSelector(selectCartLoading);
  useRenderedWhen(status === 'loaded' || status === 'failed');

  const close = useCallback((refocus: boolean) => {
    setOpen(false);
    if (refocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: MouseEvent | TouchEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) close(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close(true);
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('touchstart', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('touchstart', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  const toggle = () => {
    // A cart that could not be read at start is tried again when the user looks at it.
    if (!open && status === 'failed' && !loading) dispatch(cartLoadRequested());
    setOpen(!open);
  };

  return (
    <span className="b2b-cart-icon" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="b2b-cart-icon__button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        <CartGlyph />
        <span className="b2b-cart-icon__label">{t('miniCart.title')}</span>
        <span className="b2b-cart-icon__badge" aria-hidden="true">
          {count}
        </span>
        <span className="b2b-visually-hidden"> ({t('miniCart.count', { n: count })})</span>
      </button>
      <div
        id={panelId}
        className="b2b-mini-cart"
        role="region"
        aria-label={t('miniCart.title')}
        hidden={!open}
      >
        {open && (
          <>
            <div className="b2b-mini-cart__head">
              <p className="b2b-mini-cart__title">{t('miniCart.title')}</p>
              <button
                type="button"
                className="b2b-mini-cart__close"
                aria-label={t('common.close')}
                onClick={() => close(true)}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            <MiniCartPanel />
          </>
        )}
      </div>
    </span>
  );
}
