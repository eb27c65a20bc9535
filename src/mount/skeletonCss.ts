import type { SkeletonHeights, WidgetRegistry } from './registry';

/** Where the phone, tablet and desktop heights of SkeletonHeights start. */
export const SKELETON_BREAKPOINTS = { tablet: 640, desktop: 1024 } as const;

type Size = keyof SkeletonHeights;

function rules(registry: WidgetRegistry, size: Size, indent: string): string {
  return Object.entries(registry)
    .map(([name, entry]) => {
      // Before the bundle runs the placeholder is empty; while the chunk loads it holds the island's skeleton.
      const selector = `[data-component='${name}']:empty,\n${indent}.b2b-island-skeleton[data-for='${name}']`;
      return `${indent}${selector} {\n${indent}  min-height: ${entry!.skeleton[size]}px;\n${indent}}`;
    })
    .join('\n');
}

/**
 * The stylesheet that reserves each widget's height at each breakpoint (src/mount/skeletons.css,
 * part of the entry CSS, so it applies from the first paint, before any script). Written from the
 * registry by `npm run skeletons`; a test checks the file is current.
 */
export function skeletonCss(registry: WidgetRegistry): string {
  const media = (size: Exclude<Size, 'phone'>) =>
    `@media (min-width: ${SKELETON_BREAKPOINTS[size]}px) {\n${rules(registry, size, '  ')}\n}`;
  return [
    '/* Generated from src/mount/registry.ts by `npm run skeletons`: do not edit by hand. */',
    rules(registry, 'phone', ''),
    media('tablet'),
    media('desktop'),
    '',
  ].join('\n');
}
