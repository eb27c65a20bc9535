/**
 * A large catalogue for measuring the host (npm run seed -- --reset --products 50000): the demo's
 * products plus numbered series of its simple products, each sharing its original's picture, so a
 * catalogue of any size seeds in seconds and adds no image files.
 */
import type { ProductSeed } from './productLines';

export function catalogueOfSize(demo: ProductSeed[], total: number): ProductSeed[] {
  const models = demo.filter((s) => !s.family);
  const extra = Math.max(0, total - demo.length);
  return Array.from({ length: extra }, (_, k) => {
    const s = models[k % models.length]!;
    const series = Math.floor(k / models.length) + 1;
    return {
      ...s,
      code: `${s.code}-S${series}`,
      name: `${s.name} Seri ${series}`,
      // Prices spread a little, so price sorts interleave the series.
      price: s.price * (1 + ((series * 7 + k) % 13) * 0.02),
      group: undefined,
      longBarcode: undefined,
      imageOf: s.code,
    };
  });
}
