import { CART_CHANGED_EVENT, emitCartChanged, emitReady, READY_EVENT } from '../../src/contract/domEvents';

describe('DOM events for host scripts', () => {
  it('raises b2b:cart-changed on document with its detail', () => {
    const listener = jest.fn();
    document.addEventListener(CART_CHANGED_EVENT, listener);
    emitCartChanged({ operation: 'add', itemCount: 3, productId: 12 });
    document.removeEventListener(CART_CHANGED_EVENT, listener);
    expect(CART_CHANGED_EVENT).toBe('b2b:cart-changed');
    expect((listener.mock.calls[0]![0] as CustomEvent).detail).toEqual({
      operation: 'add',
      itemCount: 3,
      productId: 12,
    });
  });

  it('raises b2b:ready on document', () => {
    const listener = jest.fn();
    document.addEventListener(READY_EVENT, listener);
    emitReady();
    document.removeEventListener(READY_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
