import type { Options } from 'react-owl-carousel';
import { CAROUSEL_AUTOPLAY_MS } from '../../domain/shared/timings';

/**
 * The spec: autoplay every 5 s, paused on hover, 10 px between tiles, 2 / 4 / 6 tiles from
 * widths 0 / 600 / 1000. Owl's own dots and arrows are off: its dot buttons have no accessible name
 * and its arrows are role="presentation" buttons; the widget draws labelled previous/next buttons.
 * One frozen object, so re-renders never hand owl "new" options (which rebuilds the carousel).
 */
export const CAROUSEL_OPTIONS = Object.freeze({
  autoplay: true,
  autoplayTimeout: CAROUSEL_AUTOPLAY_MS,
  autoplayHoverPause: true,
  margin: 10,
  responsive: { 0: { items: 2 }, 600: { items: 4 }, 1000: { items: 6 } },
  dots: false,
  nav: false,
}) satisfies Options;
