/**
 * react-owl-carousel reads window.jQuery the moment its module is evaluated (owl.carousel is a
 * jQuery plugin bundled inside it). This module sets the global and must be imported before it,
 * and only from the carousel's chunk: jQuery never reaches the entry chunk.
 */
import jQuery from 'jquery';

declare global {
  interface Window {
    jQuery: unknown;
    $: unknown;
  }
}

window.jQuery = jQuery;
window.$ = jQuery;
