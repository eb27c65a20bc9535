import type { UnknownAction } from '@reduxjs/toolkit';
import type { PageUrl } from './pageUrl';

/**
 * The action that puts a host's embedded first answer (in the island's data-props, `props`) into the store,
 * or null when the props carry none (or an answer for another address than the page's `url`). A
 * server render starts from the store with it, and so does the island's hydration: the widget's
 * first frame shows the answer, the same on both sides.
 */
export type FirstAnswerSeed = (props: Record<string, unknown>, url: PageUrl) => UnknownAction | null;
