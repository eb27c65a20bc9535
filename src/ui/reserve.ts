/**
 * The attribute a widget puts on its root while it loads its first data: skeletons.css then keeps
 * the height its placeholder reserved (the registry's, by breakpoint) until the data shows, so the
 * loading state moves nothing either. Not for later reloads: those keep the height of what was shown.
 */
export function reserveWhile(loading: boolean): { 'data-b2b-reserve'?: '' } {
  return loading ? { 'data-b2b-reserve': '' } : {};
}
