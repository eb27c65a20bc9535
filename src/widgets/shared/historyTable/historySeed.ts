import type { ActionCreatorWithPayload } from '@reduxjs/toolkit';
import { firstHistoryPageParts } from '../../../contract/firstHistoryPage';
import { decode, DecodeError, type Decoder } from '../../../contract/decode';
import { historyApiQuery, readHistoryQuery, type HistorySortKey } from '../../../domain/history/historyList';
import type { FirstAnswerSeed } from '../../../ui/firstAnswerSeed';

/**
 * The seed of a history list's embedded first page (data-props firstPage): used when it answers the
 * very call the list would make first for the page's URL, checked with the list API's own decoder.
 * Another page's answer, or a malformed one, is left out: the list then asks, as it always did.
 */
export function historySeed<Answer>(
  answerDecoder: Decoder<Answer>,
  limit: number,
  seeded: ActionCreatorWithPayload<{ query: string; sort: HistorySortKey; answer: Answer }>,
): FirstAnswerSeed {
  return (props, url) => {
    const parts = firstHistoryPageParts(props.firstPage);
    if (!parts) return null;
    const wanted = readHistoryQuery(url.search);
    if (parts.query !== historyApiQuery(wanted, limit)) return null;
    try {
      return seeded({
        query: parts.query,
        sort: wanted.sort,
        answer: decode(answerDecoder, parts.answer, 'firstPage.answer'),
      });
    } catch (error) {
      if (error instanceof DecodeError) return null;
      throw error;
    }
  };
}
