/**
 * jQuery ships no types and @types/jquery is not installed: only the carousel's chunk imports it,
 * to hand it to owl.carousel as window.jQuery (src/widgets/Campaign/jqueryGlobal.ts).
 */
declare module 'jquery' {
  const jQuery: unknown;
  export default jQuery;
}
