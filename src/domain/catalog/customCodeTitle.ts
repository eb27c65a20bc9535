/**
 * The custom code line's title when the store names none (setting b2b_urun_detay_ozel_kod_baslik).
 * A module of its own: the host config defaults in the entry chunk need only this, not the rule.
 */
export const DEFAULT_CUSTOM_CODE_TITLE = 'Özel Kod';
