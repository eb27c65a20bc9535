/**
 * The store's standard unit names as stored (Turkish, as the ERP writes them) and their English
 * twins. The host shows a unit by its twin on English pages, and a file exported there names units
 * so; a Turkish page reading that file knows them by this table.
 */
export const UNIT_ENGLISH_TWINS = {
  ADET: 'PIECE',
  BOY: 'LENGTH',
  KANGAL: 'COIL',
  KOLİ: 'CARTON',
  KUTU: 'BOX',
  MAKARA: 'REEL',
  METRE: 'METRE',
  PAKET: 'PACK',
} as const;

const twins = new Map<string, string>(Object.entries(UNIT_ENGLISH_TWINS));

/** The English twin of a stored unit name, or undefined for a name the table does not know. */
export function englishUnitName(stored: string): string | undefined {
  return twins.get(stored.trim());
}
