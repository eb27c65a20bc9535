/**
 * The stock display modes of the settings: a whole number 0 to 20. A module of its own: the config
 * block's check in the entry chunk needs only the range, not the modes' offsets and texts.
 */
export type StockMode = number;

export const isStockMode = (n: unknown): n is StockMode =>
  typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 20;
