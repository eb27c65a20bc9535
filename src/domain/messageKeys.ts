/**
 * Every user-facing message a domain rule can produce, keyed the way the label tables in
 * src/i18n are (same key, same Turkish text), so the i18n engineer can copy them over as they are.
 * Domain rules return a DomainMessage (key + params), never the rendered text: the active locale
 * decides the words. The Turkish texts are the spec's, word for word; the two entries marked
 * "not in the spec" are formats/labels the spec leaves open.
 */
export const DOMAIN_MESSAGES = {
  // stock texts (spec sections 2, 8, 9)
  'stock.detailCount': 'Bu ürün stoklarda {n} {unit} mevcuttur.',
  'stock.detailAvailable': 'Bu ürün stoklarda mevcuttur.',
  'stock.detailAsk': 'Stok sorunuz.',
  'stock.listAsk': 'Stok Sorunuz',
  'stock.listYes': 'Var',
  'stock.listInStock': 'Stokta Var',
  'stock.threshold': '{n}+',
  // not in the spec: the list cell of the exact-count modes (the spec only says "exact stock")
  'stock.listCount': '{n} {unit}',

  // add-to-cart button and its checks (sections 4, 5)
  // not in the spec: the normal label; same text as the i18n table
  'addToCart.add': 'Sepete Ekle',
  'addToCart.soldOut': 'Stokta Tükendi',
  'addToCart.noStock': 'Stokta Yok',
  'addToCart.askStock': 'Stokta Sorunuz',
  'addToCart.askPrice': 'Fiyat Sorunuz',
  'addToCart.stockAlert': 'Bu üründen {n} adet bulunmamaktadır!',
  'detail.chooseVariant': 'Varyant Seçiniz!',
  'productList.variantRedirect': 'Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!',

  // cart and ordering (section 5)
  'cart.noNote': 'Sipariş notu yok',
  'cart.riskLimitExceeded':
    'Açık hesap risk limitinizi {excess} TL aştınız. En fazla {available} TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.',
  'overdue.message': 'Vadesi {days} gün geçmiş {amount} {currency} ödemeniz bulunmaktadır',

  // card form (section 5), in the order the checks run
  'checkout.formIncomplete': 'Form bilgilerini eksiksiz doldurunuz!',
  'checkout.cardIncomplete': 'Kart bilgilerini eksiksiz doldurunuz!',
  'checkout.holderMissing': 'Kart üzerindeki ismi doldurunuz!',
  'checkout.ccvIncomplete': 'CCV bilgisini eksiksiz doldurunuz!',
  'checkout.amountMissing': 'Tutar girmediniz!',
  'checkout.expiryIncomplete': 'Ay ve yılı eksiksiz giriniz',

  // password (section 5)
  'password.length': 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
  'password.verifyRequired': 'Şifrenizi doğrulamalısınız.',
  'password.mismatch': 'Şifreleriniz eşleşmiyor.',

  // admin dashboard search (section 5)
  'dashboard.emptyTerm': 'Lütfen bir arama terimi girin.',

  // warranty (sections 5, 8)
  'warranty.noData': 'Aradığınız ürüne ait bilgi bulunamadı.',
  'warranty.noSale':
    'Girilen seri numarasında hiçbir satış kaydı bulunmamaktadır, lütfen girdiğiniz seri numarasını kontrol edin.',

  // sort options (sections 2, 3); the spec names 'Ürün Adı A-Z' and 'Fiyata Göre Artan' and
  // says "such as": the other six follow the same pattern and match the i18n table
  'sort.default': 'Varsayılan Sıralama',
  'sort.name': 'Ürün Adı A-Z',
  'sort.-name': 'Ürün Adı Z-A',
  'sort.price': 'Fiyata Göre Artan',
  'sort.-price': 'Fiyata Göre Azalan',
  'sort.brand': 'Markaya Göre A-Z',
  'sort.-brand': 'Markaya Göre Z-A',
  'sort.quantity': 'Stoğa Göre Artan',
  'sort.-quantity': 'Stoğa Göre Azalan',
} as const satisfies Record<string, string>;

export type DomainMessageKey = keyof typeof DOMAIN_MESSAGES;
export type MessageParams = Readonly<Record<string, string | number>>;

export interface DomainMessage<K extends DomainMessageKey = DomainMessageKey> {
  key: K;
  params?: MessageParams;
}

export function domainMessage<K extends DomainMessageKey>(key: K, params?: MessageParams): DomainMessage<K> {
  return params === undefined ? { key } : { key, params };
}

/**
 * The Turkish text of a message, for places that have no label table (the reference host,
 * tests). Unknown {names} stay visible rather than vanishing, as in the i18n translator.
 */
export function turkishText(message: DomainMessage): string {
  const template: string = DOMAIN_MESSAGES[message.key];
  const params = message.params;
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}
