import type { UnknownAction } from '@reduxjs/toolkit';
import { decode, DecodeError } from '../../contract/decode';
import { cartPropsDecoder } from '../../contract/props/cartProps';
import type { IslandProps } from '../../contract/widgetProps';
import { cartActions } from '../../store/cart/cart';
import type { PageUrl } from '../../ui/pageUrl';

/**
 * The cart the host embedded in the Cart placeholder (firstAnswer), as the store's first cart: the
 * page's lines, summary and plan panel show at once, on the server and in the browser alike. The
 * cart flow still reads the cart at start; its answer replaces this one (the same lines, unless the
 * cart changed meanwhile in another tab), so nothing waits for it and nothing is lost by it.
 */
export function cartSeed(props: IslandProps, _url?: PageUrl): UnknownAction | null {
  try {
    const { firstAnswer } = decode(cartPropsDecoder, props, 'data-props');
    return firstAnswer ? cartActions.firstAnswerSeeded(firstAnswer) : null;
  } catch (error) {
    // The widget decodes the same props and says what is wrong with them.
    if (error instanceof DecodeError) return null;
    throw error;
  }
}
