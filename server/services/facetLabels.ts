/** The names of the list's filters, the host's words in both languages. */
import type { LocaleCode } from '../../src/domain/chrome/locales';

type FacetWord =
  | 'category'
  | 'brand'
  | 'model'
  | 'poles'
  | 'rating'
  | 'sensitivity'
  | 'wattage'
  | 'base'
  | 'ip'
  | 'colourTemperature'
  | 'colour'
  | 'price'
  | 'stock'
  | 'inStock';

export const FACET_LABELS: Record<LocaleCode, Record<FacetWord, string>> = {
  tr: {
    category: 'Kategori',
    brand: 'Marka',
    model: 'Seri',
    poles: 'Kutup Sayısı',
    rating: 'Akım (A)',
    sensitivity: 'Hassasiyet (mA)',
    wattage: 'Güç (W)',
    base: 'Duy',
    ip: 'IP Sınıfı',
    colourTemperature: 'Renk Sıcaklığı',
    colour: 'Renk',
    price: 'Fiyat',
    stock: 'Stok',
    inStock: 'Stokta olanlar',
  },
  en: {
    category: 'Category',
    brand: 'Brand',
    model: 'Series',
    poles: 'Poles',
    rating: 'Rating (A)',
    sensitivity: 'Sensitivity (mA)',
    wattage: 'Wattage (W)',
    base: 'Base',
    ip: 'IP class',
    colourTemperature: 'Colour temperature',
    colour: 'Colour',
    price: 'Price',
    stock: 'Stock',
    inStock: 'In stock',
  },
};
