import { useState } from 'react';
import { act } from '@testing-library/react';
import { openPrintWindow, printWindowFeatures, PRINT_IMAGE_WAIT_MS } from '../../src/ui/printWindow';

/** jsdom has no popups: an iframe's window stands in for the one window.open would give. */
function fakePopup() {
  const frame = document.createElement('iframe');
  document.body.appendChild(frame);
  const popup = frame.contentWindow!;
  const print = jest.fn();
  Object.assign(popup, { print, focus: jest.fn(), close: jest.fn() });
  const open = jest.spyOn(window, 'open').mockReturnValue(popup);
  return { popup, print, open, frame };
}

/** openPrintWindow renders synchronously into its own root: inside act(), as React's test mode wants. */
function open(options: Parameters<typeof openPrintWindow>[0]) {
  let handle: ReturnType<typeof openPrintWindow> = null;
  act(() => {
    handle = openPrintWindow(options);
  });
  return handle!;
}

const flushMicrotasks = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

afterEach(() => {
  jest.restoreAllMocks();
  jest.useRealTimers();
  document.body.innerHTML = '';
});

describe('printWindowFeatures', () => {
  it.each([
    [{ availWidth: 1920, availHeight: 1080 }, 'width=1000,height=864,left=460,top=108'],
    [
      { availWidth: 1280, availHeight: 800, availLeft: 1920, availTop: 0 },
      'width=1000,height=640,left=2060,top=80',
    ],
    [{ availWidth: 390, availHeight: 844 }, 'width=320,height=675,left=35,top=85'],
    [{ availWidth: 0, availHeight: 0 }, 'width=819,height=614,left=103,top=77'],
  ])('sizes the window from the screen %j', (screen, expected) => {
    const features = printWindowFeatures(screen);
    expect(features).toContain(expected);
    expect(features).toContain('popup=yes');
  });
});

describe('openPrintWindow', () => {
  it('renders the React content with its title, language and stylesheet, then prints once loaded', async () => {
    const { popup, print, open: windowOpen } = fakePopup();
    const handle = open({
      title: 'Teklif TK100001',
      lang: 'tr',
      styles: '@page { size: A4; } .doc { color: black; }',
      content: <p className="doc">{'<b>Müşteri & Co</b>'}</p>,
    });
    expect(windowOpen).toHaveBeenCalledWith('', '_blank', expect.stringContaining('width='));
    const doc = popup.document;
    expect(doc.title).toBe('Teklif TK100001');
    expect(doc.documentElement.lang).toBe('tr');
    expect(doc.compatMode).toBe('CSS1Compat');
    // Text stays text: no markup of data reaches the document.
    expect(doc.querySelector('.doc')!.textContent).toBe('<b>Müşteri & Co</b>');
    expect(doc.querySelector('b')).toBeNull();
    // jsdom has no constructable stylesheets: the <style> fallback carries the CSS.
    expect(doc.head.querySelector('style')!.textContent).toContain('@page { size: A4; }');
    await handle.ready;
    expect(print).toHaveBeenCalledTimes(1);
  });

  /** Opens with every image still loading (jsdom loads none, so they would all count as complete). */
  function openWithPendingImage(popup: Window) {
    const complete = jest
      .spyOn((popup as typeof window).HTMLImageElement.prototype, 'complete', 'get')
      .mockReturnValue(false);
    const handle = open({ title: 'x', styles: '', content: <img src="/images/logo.png" alt="logo" /> });
    complete.mockRestore();
    return handle;
  }

  it('waits for a loading image before printing', async () => {
    const { popup, print } = fakePopup();
    const handle = openWithPendingImage(popup);
    await flushMicrotasks();
    expect(print).not.toHaveBeenCalled();
    popup.document.querySelector('img')!.dispatchEvent(new (popup as typeof window).Event('load'));
    await handle.ready;
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('prints after PRINT_IMAGE_WAIT_MS when an image never loads', async () => {
    jest.useFakeTimers();
    const { popup, print } = fakePopup();
    const handle = openWithPendingImage(popup);
    await flushMicrotasks();
    jest.advanceTimersByTime(PRINT_IMAGE_WAIT_MS - 1);
    await flushMicrotasks();
    expect(print).not.toHaveBeenCalled();
    jest.advanceTimersByTime(1);
    await handle.ready;
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('does not print a preview, and keeps the content interactive', async () => {
    const { popup, print } = fakePopup();
    function Counter() {
      const [n, setN] = useState(0);
      return (
        <button type="button" onClick={() => setN(n + 1)}>
          {`n=${n}`}
        </button>
      );
    }
    const handle = open({ title: 'x', styles: '', content: <Counter />, print: false });
    await handle.ready;
    expect(print).not.toHaveBeenCalled();
    const button = popup.document.querySelector('button')!;
    act(() => button.dispatchEvent(new (popup as typeof window).MouseEvent('click', { bubbles: true })));
    expect(button.textContent).toBe('n=1');
    act(() => handle.close());
    expect(popup.close).toHaveBeenCalled();
    expect(popup.document.querySelector('button')).toBeNull();
  });

  it('answers null when the browser blocks the window', () => {
    jest.spyOn(window, 'open').mockReturnValue(null);
    expect(openPrintWindow({ title: 'x', styles: '', content: null })).toBeNull();
  });
});
