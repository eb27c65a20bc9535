/**
 * Turkish labels of a sales representative's page chrome (beyond the spec): 'Müşteri Seç' in the top
 * bar and the banner under the header while acting. Page labels: they show on every page.
 */
export const trActing = {
  'acting.pick': 'Müşteri Seç',
  'acting.current': 'Müşteri: {name}',
  'acting.listTitle': 'Müşteriler',
  'acting.search': 'Müşteri ara',
  'acting.searchHint': 'Ad, kod veya şehir yazın; oklarla seçip Enter’a basın.',
  'acting.noConsent': 'Müşteri, adına sipariş vermenize izin vermedi.',
  'acting.noMatch': 'Aramanızla eşleşen müşteri yok.',
  'acting.empty': 'Size bağlı müşteri yok.',
  'acting.loadFailed': 'Müşterileriniz yüklenemedi.',
  'acting.retry': 'Tekrar Dene',
  'acting.starting': 'Müşteri hesabına geçiliyor…',
  'acting.failed': 'Müşteri adına çalışma başlatılamadı.',
  'acting.stopFailed': 'Müşteri adına çalışma bitirilemedi.',
  'acting.banner': '{name} adına çalışıyorsunuz',
  'acting.exit': 'Çık',
  'acting.exitLabel': '{name} adına çalışmaktan çık',
  'acting.close': 'Kapat',
} as const;
