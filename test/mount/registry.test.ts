import { widgetRegistry } from '../../src/mount/registry';
import { skeletonHeights } from '../../src/mount/skeletonHeights';

// The store chrome and admin widgets of issue 13: each registered, each chunk loading its component.
const BUILT = [
  'TopHeaderInfo',
  'LanguageList',
  'OverdueDebtNotification',
  'CookieButton',
  'SocialMedia',
  'Dashboard',
  'OnlineUsers',
  'Carts',
] as const;

describe('widget registry', () => {
  it.each(BUILT)('%s is built: its chunk gives a component', async (name) => {
    const entry = widgetRegistry[name];
    expect(entry).toBeDefined();
    const module = await entry!.load();
    expect(typeof module.default).toBe('function');
    expect(skeletonHeights[name]!.desktop).toBeGreaterThan(0);
  });
});
