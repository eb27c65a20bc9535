import { COMPONENT_NAMES, type ComponentName } from '../contract/componentNames';

/** Every data-component name the mount runtime knows: the spec's and the ones beyond it. */
export const KNOWN_WIDGET_NAMES = COMPONENT_NAMES;

export type WidgetName = ComponentName;

/** A name the mount runtime knows; others are reported as unknown. */
export function isKnownWidgetName(name: string): name is WidgetName {
  return (KNOWN_WIDGET_NAMES as readonly string[]).includes(name);
}
