/**
 * The Turkish labels every page needs before (or without) the full table: the mount runtime's
 * inline states, loading, and the API client's failures. They are in the entry chunk; the rest of
 * the table (tr.ts) is a lazy chunk fetched at boot, beside the widgets' own chunks.
 */
export const trCore = {
  // common
  'common.close': 'Kapat',
  'common.loading': 'Yükleniyor...',
  'common.save': 'Kaydet',
  'common.cancel': 'İptal',
  'common.detail': 'Detay',
  'common.print': 'Yazdır',
  'common.continue': 'Devam Et',
  'common.notFoundAlt': 'Not Found',
  'common.previous': 'Önceki',
  'common.next': 'Sonraki',
  'common.page': 'Sayfa {n}',
  'common.technicalError': 'Teknik bir hata yaşandı. Lütfen daha sonra tekrar deneyin.',
  'common.newWindow': '(yeni pencerede açılır)',

  // API client failures shown to a user
  'error.network': 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edip tekrar deneyin.',
  'error.malformed': 'Sunucudan beklenmeyen bir yanıt geldi. Lütfen daha sonra tekrar deneyin.',
  'error.http': 'İşlem tamamlanamadı (HTTP {status}). Lütfen daha sonra tekrar deneyin.',

  // mount runtime (inline states of a placeholder)
  'mount.failed': 'Bu bölüm şu anda gösterilemiyor.',
  'mount.unavailable': 'Bu bölüm bu sürümde henüz bulunmuyor.',
  'mount.unknown': 'Bilinmeyen bileşen: {name}',
  'mount.badProps': 'Bu bölümün ayarları okunamadı.',
  'mount.chunkFailed': 'Bu bölüm yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
} as const;
