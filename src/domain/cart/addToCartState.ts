import { hasPrice } from '../catalog/hasPrice';
import { domainMessage, type DomainMessage, type DomainMessageKey } from '../shared/messageKeys';

export type AddToCartButtonState = 'soldOut' | 'noStock' | 'askStock' | 'askPrice' | 'roleDenied' | 'normal';

export interface AddToCartInput {
  /** Effective stock (stock plus the display mode's offset). */
  stock: number;
  salePrice: number;
  /** settings.cartStockControl on: overselling allowed. */
  cartStockControl: boolean;
  /** store.whatsappControl. */
  whatsappEnabled: boolean;
  whatsappNumber: string;
  /** settings.notInStock === '1'. */
  notInStock: boolean;
  /**
   * The viewer's company role may fill a cart (not an İzleyici). Visitors and the store's
   * administrators count as allowed: their adds are answered by the host (401 to login, 403).
   */
  roleAllowsCart?: boolean;
}

export interface AddToCartButton {
  state: AddToCartButtonState;
  label: DomainMessage<AddToCartLabelKey>;
  /** The button cannot be pressed (also true for every state where adding is not offered). */
  disabled: boolean;
  /** 'Stokta Sorunuz' is a link to a WhatsApp chat instead of a button. */
  chatLink: boolean;
  /** Adding is offered: stock above 0 or cart stock control on, and a sale price (hasPrice). */
  canAdd: boolean;
}

type AddToCartLabelKey = Extract<DomainMessageKey, `addToCart.${string}`>;

const LABELS: Record<AddToCartButtonState, AddToCartLabelKey> = {
  soldOut: 'addToCart.soldOut',
  noStock: 'addToCart.noStock',
  askStock: 'addToCart.askStock',
  askPrice: 'addToCart.askPrice',
  roleDenied: 'addToCart.add',
  normal: 'addToCart.add',
};

// An unreadable stock counts as 0.
function stockOf(input: Pick<AddToCartInput, 'stock'>): number {
  return Number.isFinite(input.stock) ? input.stock : 0;
}

/** Whether adding is offered. */
export function canAddToCart(
  input: Pick<AddToCartInput, 'stock' | 'salePrice' | 'cartStockControl'>,
): boolean {
  return (stockOf(input) > 0 || input.cartStockControl) && hasPrice(input.salePrice);
}

/**
 * The add-to-cart button's state, checked in the spec’s order: stock first (sold out, or the
 * WhatsApp variants when the option is on and the number is longer than 4 characters), then no price
 * (0, negative or not a number: 'Fiyat Sorunuz', disabled, as the price tag says), otherwise normal. The loading and success flash are timing,
 * not rules: they live with the widget (see ADD_SUCCESS_FLASH_MS).
 */
export function addToCartButton(input: AddToCartInput): AddToCartButton {
  const state = buttonState(input);
  return {
    state,
    label: domainMessage(LABELS[state]),
    disabled: state !== 'normal' && state !== 'askStock',
    chatLink: state === 'askStock',
    canAdd: state !== 'roleDenied' && canAddToCart(input),
  };
}

function buttonState(input: AddToCartInput): AddToCartButtonState {
  // A role without a cart sees the add as the spec shows an add it cannot make: disabled.
  if (input.roleAllowsCart === false) return 'roleDenied';
  if (stockOf(input) <= 0 && !input.cartStockControl) {
    if (input.whatsappEnabled && input.whatsappNumber.trim().length > 4) {
      return input.notInStock ? 'askStock' : 'noStock';
    }
    return 'soldOut';
  }
  if (!hasPrice(input.salePrice)) return 'askPrice';
  return 'normal';
}
