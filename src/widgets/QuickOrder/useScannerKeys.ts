import { useEffect, useRef, type RefObject } from 'react';
import { feedKey, NO_BURST, type BurstState } from '../../domain/quickOrder/scanBurst';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** A field as it was before a run of keys began: what a scan must leave it as. */
interface Snapshot {
  field: Field;
  value: string;
  start: number | null;
  end: number | null;
}

const isField = (target: EventTarget | null): target is Field =>
  target instanceof HTMLInputElement ||
  target instanceof HTMLTextAreaElement ||
  target instanceof HTMLSelectElement;

function snapshotOf(target: EventTarget | null): Snapshot | null {
  if (!isField(target)) return null;
  const text = target instanceof HTMLSelectElement ? null : target;
  // selectionStart throws on inputs without a caret (number, email…): those keep no caret to put back.
  let start: number | null = null;
  let end: number | null = null;
  try {
    start = text?.selectionStart ?? null;
    end = text?.selectionEnd ?? null;
  } catch {
    /* no caret */
  }
  return { field: target, value: target.value, start, end };
}

/**
 * Puts the field back as it was before the burst. The value is set through the element's own
 * setter and announced with the event React listens to, so a controlled cell's state follows (a
 * plain `field.value = …` would be undone by React at its next render).
 */
function restore({ field, value, start, end }: Snapshot): void {
  if (!field.isConnected || field.value === value) return;
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
  setter?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  if (
    !(field instanceof HTMLSelectElement) &&
    start !== null &&
    end !== null &&
    document.activeElement === field
  )
    field.setSelectionRange(start, end);
}

/**
 * Keyboard scanners on the pad: keys typed with the focus anywhere in `root` (or on
 * nothing at all) go through the burst rule (domain/quickOrder/scanBurst). A scan's Enter is kept from the
 * focused control (a cell would commit the code, a button would be pressed), the characters the
 * burst typed are taken out of the field again, and `onScan` gets the code. Listening on the
 * document in the capture phase sees the keys before any cell's own handler.
 */
export function useScannerKeys(root: RefObject<HTMLElement | null>, onScan: (code: string) => void): void {
  const latest = useRef(onScan);
  latest.current = onScan;

  useEffect(() => {
    let state: BurstState = NO_BURST;
    let before: Snapshot | null = null;
    const onKeyDown = (event: KeyboardEvent) => {
      const pad = root.current;
      const target = event.target as Node | null;
      // No pad on screen (not mounted yet, or gone): nothing to scan into.
      const inPad = pad !== null && target !== null && (target === document.body || pad.contains(target));
      if (!inPad || event.isComposing) {
        state = NO_BURST;
        return;
      }
      const step = feedKey(state, {
        key: event.key,
        time: event.timeStamp,
        repeat: event.repeat,
        // AltGr (Ctrl+Alt on Windows) types characters on Turkish keyboards: not a shortcut.
        shortcut: (event.ctrlKey || event.altKey || event.metaKey) && !event.getModifierState('AltGraph'),
      });
      state = step.state;
      if (step.started) before = snapshotOf(event.target);
      if (step.verdict.kind !== 'scan') return;
      event.preventDefault();
      event.stopPropagation();
      const field = before?.field ?? null;
      if (before) restore(before);
      before = null;
      const code = step.verdict.code;
      // After React has taken the restored value (its updates of this event flush in a microtask
      // queued before this one): the cell is left and entered again, so it commits what the person
      // had there (nothing new, or their own typing) before the scan changes the rows under it.
      queueMicrotask(() => {
        if (field && document.activeElement === field) {
          field.blur();
          field.focus();
        }
        latest.current(code);
      });
    };
    document.addEventListener('keydown', onKeyDown, true);
    return () => document.removeEventListener('keydown', onKeyDown, true);
  }, [root]);
}
