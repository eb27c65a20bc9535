import { COMPONENT_NAMES, type ComponentName } from '../contract/componentNames';

/** Every data-component name of the spec (section 2), as the contract lists them. Only the registry decides which are built. */
export const SPEC_WIDGET_NAMES = COMPONENT_NAMES;

export type WidgetName = ComponentName;

export function isSpecWidgetName(name: string): name is WidgetName {
  return (SPEC_WIDGET_NAMES as readonly string[]).includes(name);
}
