import type { UnknownAction } from '@reduxjs/toolkit';
import { decode, DecodeError } from '../../contract/decode';
import { topHeaderInfoPropsDecoder } from '../../contract/props/chromeProps';
import type { IslandProps } from '../../contract/widgetProps';
import { topHeaderActions } from '../../store/chrome/topHeader';
import type { PageUrl } from '../../ui/pageUrl';

/**
 * The top bar's answer the host embedded in the TopHeaderInfo placeholder (firstAnswer), as the
 * store's loaded answer: the representative, the name and the balance show at once, on the server
 * and in the browser alike, and the call is not made. The answer is the visitor's whatever the
 * page, so the URL does not matter.
 */
export function topHeaderSeed(props: IslandProps, _url?: PageUrl): UnknownAction | null {
  try {
    const { firstAnswer } = decode(topHeaderInfoPropsDecoder, props, 'data-props');
    return firstAnswer ? topHeaderActions.received(firstAnswer) : null;
  } catch (error) {
    // The widget decodes the same props and says what is wrong with them.
    if (error instanceof DecodeError) return null;
    throw error;
  }
}
