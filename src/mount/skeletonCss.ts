import type { SkeletonHeights } from './skeletonHeights';

/** Each widget's heights, by its data-component name. */
export type HeightsByWidget = Readonly<Record<string, SkeletonHeights | undefined>>;

/** Where the phone, tablet and desktop heights of SkeletonHeights start. */
export const SKELETON_BREAKPOINTS = { tablet: 640, desktop: 1024 } as const;

type Size = keyof SkeletonHeights;

function rules(heights: HeightsByWidget, size: Size, indent: string): string {
  return Object.entries(heights)
    .map(([name, entry]) => {
      const height = entry![size];
      // Before the bundle mounts it the placeholder is empty; while the chunk loads it holds the island's
      // skeleton. A mounted widget that renders nothing leaves its placeholder empty again:
      // data-b2b-mounted, set at the island's first commit, frees it.
      const placeholder = [
        `[data-component='${name}']:empty:not([data-b2b-mounted])`,
        `.b2b-island-skeleton[data-for='${name}']`,
      ].join(`,\n${indent}`);
      // While the widget loads its first data its root carries data-b2b-reserve (ui/reserve.ts): exactly
      // the reserved height, so a loading state taller or shorter than the widget moves nothing either;
      // its content stays at the top (a grid or flex root would otherwise spread it over that height).
      const loading = `[data-component='${name}'] > [data-b2b-reserve]`;
      const hold = ['height: ' + height + 'px;', 'overflow: hidden;', 'align-content: start;'];
      return [
        `${indent}${placeholder} {\n${indent}  min-height: ${height}px;\n${indent}}`,
        `${indent}${loading} {\n${hold.map((line) => `${indent}  ${line}`).join('\n')}\n${indent}}`,
      ].join('\n');
    })
    .join('\n');
}

/**
 * The stylesheet that reserves each widget's height at each breakpoint (src/mount/skeletons.css,
 * part of the entry CSS, so it applies from the first paint, before any script). Written from the
 * widgets' skeleton heights by `npm run skeletons`; a test checks the file is current.
 */
export function skeletonCss(heights: HeightsByWidget): string {
  const media = (size: Exclude<Size, 'phone'>) =>
    `@media (min-width: ${SKELETON_BREAKPOINTS[size]}px) {\n${rules(heights, size, '  ')}\n}`;
  return [
    '/* Generated from src/mount/skeletonHeights.ts by `npm run skeletons`: do not edit by hand. */',
    rules(heights, 'phone', ''),
    media('tablet'),
    media('desktop'),
    '',
  ].join('\n');
}
