import { COMPONENT_NAMES } from '../../src/contract/componentNames';
import { widgetRegistry } from '../../src/mount/registry';
import { skeletonHeights } from '../../src/mount/skeletonHeights';

// Every data-component name: registered, its chunk giving that widget's component, and a skeleton
// measured for it (a widget without one would shift the page when it mounts).
describe('widget registry', () => {
  it('has an entry for each of the 32 names and nothing else', () => {
    expect(COMPONENT_NAMES).toHaveLength(32);
    expect(Object.keys(widgetRegistry).sort()).toEqual([...COMPONENT_NAMES].sort());
  });

  it.each(COMPONENT_NAMES)('%s: its chunk gives the component of that name', async (name) => {
    const module = await widgetRegistry[name].load();
    expect(typeof module.default).toBe('function');
    expect(module.default.name).toBe(name);
    expect(skeletonHeights[name]!.desktop).toBeGreaterThan(0);
  });
});
