/** Turkish labels of barcode scanning on the quick order pad (beyond the spec). */
export const trScan = {
  'scan.keyboardHint': 'USB ya da Bluetooth barkod okuyucuyla okuttuğunuz ürünler de listeye eklenir.',
  'scan.added': 'Okundu: {name}, {row}. satıra {quantity} {unit} eklendi.',
  'scan.incremented': 'Okundu: {name}, {row}. satırda miktar {quantity} {unit} oldu.',
  'scan.unknown': '“{code}” koduyla bir ürün bulunamadı; {row}. satırda listede duruyor.',
  'scan.lookupFailed': '“{code}” okundu ama ürün bilgisi alınamadı; {row}. satırda listede duruyor.',
  'scan.full': 'Liste dolu ({max} satır); “{code}” eklenemedi.',
  'scan.button': 'Barkod Okut',
  'scan.title': 'Barkod Okut',
  'scan.video': 'Kamera görüntüsü',
  'scan.starting': 'Kamera açılıyor...',
  'scan.loadingReader': 'Barkod okuyucu hazırlanıyor...',
  'scan.aim': 'Barkodu çerçevenin içine tutun; okunan her ürün listeye eklenir.',
  'scan.sound': 'Okutunca ses çıkar',
  'scan.done': 'Bitti',
  'scan.byHand': 'Kodları listeye elle yazmaya devam edebilirsiniz.',
  'scan.retry': 'Tekrar Dene',
  'scan.camera.insecure':
    'Kamera yalnızca güvenli (HTTPS) bağlantıda kullanılabilir. Sayfayı https:// adresiyle açın.',
  'scan.camera.unsupported': 'Bu tarayıcı kameraya erişemiyor.',
  'scan.camera.denied':
    'Kamera izni verilmedi. Tarayıcının adres çubuğundaki kamera simgesinden izin verip tekrar deneyin.',
  'scan.camera.noCamera': 'Bu cihazda kamera bulunamadı.',
  'scan.camera.busy': 'Kamera başka bir uygulama tarafından kullanılıyor. Onu kapatıp tekrar deneyin.',
  'scan.camera.failed': 'Kamera açılamadı.',
  'scan.readerUnavailable': 'Bu tarayıcıda kamerayla barkod okunamıyor.',
  'scan.chunkFailed': 'Barkod okuyucu yüklenemedi. Sayfayı yenileyip tekrar deneyin.',
} as const;
