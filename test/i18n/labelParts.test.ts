/** @jest-environment node */
import { readFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { enMore } from '../../src/i18n/enMore';
import { enPage } from '../../src/i18n/enPage';
import { trMore } from '../../src/i18n/trMore';
import { trPage } from '../../src/i18n/trPage';
import { widgetRegistry } from '../../src/mount/registry';

// eslint-disable-next-line @typescript-eslint/no-require-imports
const plan = require('../../build/preloadPlan') as { pageLabelWidgets: string[] };

const SRC = path.resolve(__dirname, '../../src');

/** A module and every module it imports by a relative path, as source texts. */
function moduleTree(entry: string): Map<string, string> {
  const seen = new Map<string, string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    const text = readFileSync(file, 'utf8');
    seen.set(file, text);
    for (const [, spec] of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
      const base = path.resolve(path.dirname(file), spec!);
      const found = ['.ts', '.tsx', '/index.ts'].map((ext) => base + ext).find((f) => existsSync(f));
      if (found) visit(found);
    }
  };
  visit(entry);
  return seen;
}

/** The modules of a widget's tree that wait for the other areas' labels. */
function moreLabelUsers(widget: string): string[] {
  const tree = moduleTree(path.join(SRC, 'widgets', widget, `${widget}.tsx`));
  return [...tree]
    .filter(([file, text]) => !file.includes(`${path.sep}i18n${path.sep}`) && /\buseT\(\)/.test(text))
    .map(([file]) => path.relative(SRC, file));
}

describe('the two parts of the label tables', () => {
  it('split the keys without overlap, the same in Turkish and English', () => {
    const page = Object.keys(trPage);
    expect(page.filter((key) => key in trMore)).toEqual([]);
    expect(Object.keys(enPage).sort()).toEqual([...page].sort());
    expect(Object.keys(enMore).sort()).toEqual(Object.keys(trMore).sort());
  });

  it.each(plan.pageLabelWidgets)(
    '%s, on catalogue and product pages, shows only page labels and never waits for the others',
    (widget) => {
      expect(widget in widgetRegistry).toBe(true);
      expect(moreLabelUsers(widget)).toEqual([]);
    },
  );

  it('every widget that needs only the page labels is named so, so no page fetches the others for it', () => {
    const pageOnly = Object.keys(widgetRegistry).filter((widget) => moreLabelUsers(widget).length === 0);
    expect(pageOnly.sort()).toEqual([...plan.pageLabelWidgets].sort());
  });
});
