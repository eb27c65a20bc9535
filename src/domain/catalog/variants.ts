/**
 * Variant pickers of the product detail: a family's children each carry one
 * value per dimension (variants[].code / name / values[0].name); the page offers one picker per
 * dimension (one to three) and, once every dimension has a value, swaps to the matching child.
 */
export interface VariantValueLike {
  code: string;
  name: string;
  values: readonly { name: string }[];
}

export interface VariantChild {
  id: number;
  variants: readonly VariantValueLike[];
}

export interface VariantDimension {
  code: string;
  name: string;
  values: string[];
}

/** The spec offers one to three pickers; more dimensions than that are not shown. */
export const MAX_VARIANT_DIMENSIONS = 3;

/** The dimensions in the order the first child lists them, each with its distinct values in family order. */
export function variantDimensions(children: readonly VariantChild[]): VariantDimension[] {
  const dimensions: VariantDimension[] = [];
  for (const child of children) {
    for (const variant of child.variants) {
      const value = variant.values[0]?.name;
      if (value === undefined || value === '') continue;
      let dimension = dimensions.find((d) => d.code === variant.code);
      if (!dimension) {
        if (dimensions.length >= MAX_VARIANT_DIMENSIONS) continue;
        dimension = { code: variant.code, name: variant.name, values: [] };
        dimensions.push(dimension);
      }
      if (!dimension.values.includes(value)) dimension.values.push(value);
    }
  }
  return dimensions;
}

/** The values a product itself has (a child's own combination), keyed by dimension code. */
export function variantValuesOf(product: { variants: readonly VariantValueLike[] }): Record<string, string> {
  const chosen: Record<string, string> = {};
  for (const variant of product.variants) {
    const value = variant.values[0]?.name;
    if (value) chosen[variant.code] = value;
  }
  return chosen;
}

/** The child matching the chosen value of every dimension, or null while a dimension is still open. */
export function matchingChild<C extends VariantChild>(
  children: readonly C[],
  chosen: Readonly<Record<string, string>>,
): C | null {
  const dimensions = variantDimensions(children);
  if (dimensions.length === 0 || dimensions.some((d) => !chosen[d.code])) return null;
  return (
    children.find((child) => {
      const own = variantValuesOf(child);
      return dimensions.every((d) => own[d.code] === chosen[d.code]);
    }) ?? null
  );
}
