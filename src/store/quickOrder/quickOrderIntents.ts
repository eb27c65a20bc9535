import { createAction } from '@reduxjs/toolkit';
import type { Order } from '../../contract/orders';

/**
 * What the quick order pad and the order list's 'Tekrar Sipariş Ver' ask for. The flow's listener in
 * the entry chunk (sagas/quickOrder) knows only their type strings; these creators, the pad's state
 * and its flow are lazy chunks.
 */

/** The pad mounted: its flow restores the list kept for this tab and looks the codes up. */
export const quickOrderOpened = createAction('quickOrder/opened');
/** A code cell's text changed: suggestions, debounced and aborted like the header search's. */
export const quickOrderSuggestRequested = createAction<{ rowKey: string; text: string }>(
  'quickOrder/suggestRequested',
);
/** 'Sepete Ekle': every valid row, in one batch. */
export const quickOrderAddRequested = createAction('quickOrder/addRequested');
/** 'Tekrar Sipariş Ver' on an order: today's products for its lines, for the preview. */
export const reorderRequested = createAction<Order>('quickOrder/reorderRequested');
/** The preview was confirmed: its lines go into the cart in one batch. */
export const reorderConfirmed = createAction('quickOrder/reorderConfirmed');
/**
 * A barcode was read: by a keyboard scanner's burst or the camera. `at` is when (ms), so
 * a read that waited behind a slow lookup is still judged by when it happened (domain/quickOrder/scanReads).
 */
export const quickOrderScanned = createAction(
  'quickOrder/scanned',
  (code: string, source: ScanSource, at: number = Date.now()) => ({ payload: { code, source, at } }),
);
export type ScanSource = 'keyboard' | 'camera';
/** The flow's code could not be fetched: the widgets say so ('mount.chunkFailed') instead of waiting. */
export const quickOrderFlowFailed = createAction('quickOrder/flowFailed');
