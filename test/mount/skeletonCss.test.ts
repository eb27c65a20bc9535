/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { widgetRegistry } from '../../src/mount/registry';
import { skeletonCss } from '../../src/mount/skeletonCss';
import { skeletonHeights } from '../../src/mount/skeletonHeights';

describe('the skeleton stylesheet', () => {
  it('is the one the registry gives: run `npm run skeletons` after changing a height', () => {
    const file = fs.readFileSync(path.join(__dirname, '../../src/mount/skeletons.css'), 'utf8');
    expect(file).toBe(skeletonCss(skeletonHeights));
  });

  it('reserves each widget by breakpoint, on the empty placeholder and on its skeleton', () => {
    const css = skeletonCss({
      ProductList: { phone: 5890, tablet: 3870, desktop: 2780 },
    });
    expect(css).toContain(
      "[data-component='ProductList']:empty:not([data-b2b-mounted]),\n.b2b-island-skeleton[data-for='ProductList'] {\n  min-height: 5890px;",
    );
    expect(css).toMatch(/@media \(min-width: 640px\) \{[^@]*min-height: 3870px;/);
    expect(css).toMatch(/@media \(min-width: 1024px\) \{[^@]*min-height: 2780px;/);
  });

  it('holds a widget loading its first data (data-b2b-reserve) at exactly that height', () => {
    const css = skeletonCss({
      Cart: { phone: 1500, tablet: 1400, desktop: 700 },
    });
    expect(css).toContain(
      "[data-component='Cart'] > [data-b2b-reserve] {\n  height: 1500px;\n  overflow: hidden;\n  align-content: start;\n}",
    );
    expect(css).toMatch(/@media \(min-width: 640px\) \{[^@]*\[data-b2b-reserve\] \{\n {4}height: 1400px;/);
    expect(css).toMatch(/@media \(min-width: 1024px\) \{[^@]*\[data-b2b-reserve\] \{\n {4}height: 700px;/);
  });

  it('every widget of the registry has a height for every breakpoint', () => {
    for (const name of Object.keys(widgetRegistry) as (keyof typeof skeletonHeights)[]) {
      for (const size of ['phone', 'tablet', 'desktop'] as const)
        expect([name, size, Number.isInteger(skeletonHeights[name]?.[size])]).toEqual([name, size, true]);
    }
  });
});
