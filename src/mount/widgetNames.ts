import { COMPONENT_NAMES, SPEC_COMPONENT_NAMES, type ComponentName } from '../contract/componentNames';

/** Every data-component name of the spec (section 2), as the contract lists them. Only the registry decides which are built. */
export const SPEC_WIDGET_NAMES = SPEC_COMPONENT_NAMES;

/** The spec's names and the widgets beyond the spec (the contract's COMPONENT_NAMES). */
export const KNOWN_WIDGET_NAMES = COMPONENT_NAMES;

export type WidgetName = ComponentName;

export function isSpecWidgetName(name: string): boolean {
  return (SPEC_WIDGET_NAMES as readonly string[]).includes(name);
}

/** A name the mount runtime knows (the spec's or one beyond it); others are reported as unknown. */
export function isKnownWidgetName(name: string): name is WidgetName {
  return (KNOWN_WIDGET_NAMES as readonly string[]).includes(name);
}
