/** Turkish labels of barcode scanning on the quick order pad (issue 26, beyond the spec). */
export const trScan = {
  'scan.keyboardHint': 'USB ya da Bluetooth barkod okuyucuyla okuttuğunuz ürünler de listeye eklenir.',
  'scan.added': 'Okundu: {name}, {row}. satıra {quantity} {unit} eklendi.',
  'scan.incremented': 'Okundu: {name}, {row}. satırda miktar {quantity} {unit} oldu.',
  'scan.unknown': '“{code}” koduyla bir ürün bulunamadı; {row}. satırda listede duruyor.',
  'scan.failed': '“{code}” okundu ama ürün bilgisi alınamadı; {row}. satırda listede duruyor.',
  'scan.full': 'Liste dolu ({max} satır); “{code}” eklenemedi.',
} as const;
