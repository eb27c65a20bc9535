import { eventChannel, type EventChannel } from 'redux-saga';
import { frameMessageDecoder, type FrameMessage } from '../../contract/payment';

export type FrameEvent =
  { kind: 'message'; message: FrameMessage } | { kind: 'ignored'; reason: 'origin' | 'source' | 'malformed' };

/**
 * The payment frame's messages to this window as a channel. Only a message whose origin is exactly
 * the frame's origin and whose source is the window of the iframe with this element id is read; it
 * must be one of the protocol's messages (contract/payment). Everything else arrives as 'ignored'
 * with the reason and no content, so nothing of a stray message is kept. Closing the channel removes
 * the listener.
 */
export function paymentFrameChannel(frameOrigin: string, frameId: string): EventChannel<FrameEvent> {
  return eventChannel<FrameEvent>((emit) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== frameOrigin) return emit({ kind: 'ignored', reason: 'origin' });
      const frame = document.getElementById(frameId);
      const frameWindow = frame instanceof HTMLIFrameElement ? frame.contentWindow : null;
      if (frameWindow === null || event.source !== frameWindow)
        return emit({ kind: 'ignored', reason: 'source' });
      let message: FrameMessage;
      try {
        message = frameMessageDecoder(event.data, 'frame message');
      } catch {
        return emit({ kind: 'ignored', reason: 'malformed' });
      }
      emit({ kind: 'message', message });
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  });
}
