import type { ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';

/**
 * The one way the widgets print (the offer quote, the checkout's mail order): a new window sized
 * from the screen, a document React renders (no HTML strings of server text), its own stylesheet
 * (screen and print rules, @page), and print() once the document and its images have loaded.
 */
export interface PrintWindowOptions {
  /** The window's title; browsers also offer it as the file name when saving as PDF. */
  title: string;
  /** The document's body. Rendered in a React root of its own: pass props, not contexts. */
  content: ReactNode;
  /** CSS text of the document (its only styles: the storefront's do not reach it). */
  styles: string;
  /** The document's language ('tr', 'en'). */
  lang?: string;
  /** Call print() once loaded (default true); false opens a preview only. */
  print?: boolean;
}

export interface PrintWindow {
  window: Window;
  /** Resolves once the document has loaded and, unless print was false, print() was called. */
  ready: Promise<void>;
  close(): void;
}

export interface ScreenArea {
  availWidth: number;
  availHeight: number;
  availLeft?: number;
  availTop?: number;
}

/** A printable page is about A4 wide on screen: more only spreads the lines out. */
export const PRINT_WINDOW_MAX_WIDTH = 1000;
const PRINT_WINDOW_SHARE = 0.8;
const PRINT_WINDOW_MIN = 320;
/** Images that have not loaded by then are printed as they are rather than holding the print back. */
export const PRINT_IMAGE_WAIT_MS = 4000;

/** window.open's features: 80% of the screen (at most PRINT_WINDOW_MAX_WIDTH wide), centred on it. */
export function printWindowFeatures(screen: ScreenArea): string {
  const fit = (available: number, max: number) =>
    Math.round(Math.max(PRINT_WINDOW_MIN, Math.min(max, available * PRINT_WINDOW_SHARE)));
  const availWidth = screen.availWidth > 0 ? screen.availWidth : 1024;
  const availHeight = screen.availHeight > 0 ? screen.availHeight : 768;
  const width = fit(availWidth, PRINT_WINDOW_MAX_WIDTH);
  const height = fit(availHeight, availHeight);
  const left = Math.round((screen.availLeft ?? 0) + Math.max(0, (availWidth - width) / 2));
  const top = Math.round((screen.availTop ?? 0) + Math.max(0, (availHeight - height) / 2));
  return `popup=yes,width=${width},height=${height},left=${left},top=${top},scrollbars=yes,resizable=yes`;
}

/**
 * The popup inherits the page's Content-Security-Policy (style-src 'self'), which blocks a <style>
 * element; a constructed stylesheet goes through the CSSOM, which CSP does not restrict. The sheet
 * must be built by the popup's own CSSStyleSheet: sheets cannot be shared between documents.
 */
function applyStyles(popup: Window, styles: string): void {
  const doc = popup.document;
  const Sheet = (popup as Window & { CSSStyleSheet?: typeof CSSStyleSheet }).CSSStyleSheet;
  try {
    if (!Sheet || !('adoptedStyleSheets' in doc)) throw new Error('no constructable stylesheets');
    const sheet = new Sheet();
    sheet.replaceSync(styles);
    doc.adoptedStyleSheets = [sheet];
  } catch {
    const style = doc.createElement('style');
    style.textContent = styles;
    doc.head.appendChild(style);
  }
}

function imagesLoaded(doc: Document, timeoutMs: number): Promise<void> {
  const pending = Array.from(doc.images)
    .filter((image) => !image.complete)
    .map(
      (image) =>
        new Promise<void>((resolve) => {
          image.addEventListener('load', () => resolve(), { once: true });
          image.addEventListener('error', () => resolve(), { once: true });
        }),
    );
  if (pending.length === 0) return Promise.resolve();
  return Promise.race([
    Promise.all(pending).then(() => undefined),
    new Promise<void>((resolve) => setTimeout(resolve, timeoutMs)),
  ]);
}

/**
 * Opens the print window. Call it from the click handler itself: browsers block a window opened
 * later (after an await). Null when the browser refused to open one (a popup blocker): tell the user.
 */
export function openPrintWindow(options: PrintWindowOptions): PrintWindow | null {
  const popup = window.open('', '_blank', printWindowFeatures(window.screen));
  if (!popup) return null;
  const doc = popup.document;
  // A constant skeleton only (standards mode); every word of the content is rendered by React.
  doc.open();
  doc.write('<!DOCTYPE html><html><head><meta charset="utf-8"></head><body></body></html>');
  doc.close();
  doc.title = options.title;
  if (options.lang) doc.documentElement.lang = options.lang;
  applyStyles(popup, options.styles);

  const container = doc.createElement('div');
  doc.body.appendChild(container);
  const root = createRoot(container);
  flushSync(() => root.render(options.content));
  let unmounted = false;
  const unmount = () => {
    if (unmounted) return;
    unmounted = true;
    root.unmount();
  };
  popup.addEventListener('pagehide', unmount);

  const ready = imagesLoaded(doc, PRINT_IMAGE_WAIT_MS).then(() => {
    if (popup.closed || options.print === false) return;
    popup.focus();
    popup.print();
  });
  return {
    window: popup,
    ready,
    close: () => {
      unmount();
      popup.close();
    },
  };
}
