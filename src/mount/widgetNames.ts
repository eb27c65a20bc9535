import { COMPONENT_NAMES, EXTRA_COMPONENT_NAMES, type ComponentName } from '../contract/componentNames';

/** Every data-component name the mount runtime knows: the spec's (section 2) and the ones beyond it. Only the registry decides which are built. */
export const KNOWN_WIDGET_NAMES = COMPONENT_NAMES;

export type WidgetName = ComponentName;

/** A name the mount runtime knows; others are reported as unknown. */
export function isKnownWidgetName(name: string): name is WidgetName {
  return (KNOWN_WIDGET_NAMES as readonly string[]).includes(name);
}

/** A name of the spec's own list (section 2), not one of the widgets beyond it. */
export function isSpecWidgetName(name: string): boolean {
  return isKnownWidgetName(name) && !(EXTRA_COMPONENT_NAMES as readonly string[]).includes(name);
}
