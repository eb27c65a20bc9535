/** @jest-environment node */
import { DOMAIN_MESSAGE_KEYS, domainMessage } from '../../../src/domain/shared/messageKeys';
import { tr } from '../../../src/i18n/tr';
import { turkishText } from '../expectMessage';

const DOMAIN_MESSAGES: Record<string, string> = Object.fromEntries(
  DOMAIN_MESSAGE_KEYS.map((key) => [key, tr[key]]),
);

// Every key with its text as the spec writes it (sections 2, 4, 5, 8). Typed out from the spec,
// not copied from the module.
const SPEC_TEXTS: Record<string, string> = {
  'stock.detailCount': 'Bu ürün stoklarda {n} {unit} mevcuttur.',
  'stock.detailAvailable': 'Bu ürün stoklarda mevcuttur.',
  'stock.detailAsk': 'Stok sorunuz.',
  'stock.listAsk': 'Stok Sorunuz',
  'stock.listYes': 'Var',
  'stock.listInStock': 'Stokta Var',
  'stock.threshold': '{n}+',
  'addToCart.soldOut': 'Stokta Tükendi',
  'addToCart.noStock': 'Stokta Yok',
  'addToCart.askStock': 'Stokta Sorunuz',
  'addToCart.askPrice': 'Fiyat Sorunuz',
  'addToCart.stockAlert': 'Bu üründen {n} adet bulunmamaktadır!',
  'detail.chooseVariant': 'Varyant Seçiniz!',
  'productList.variantRedirect': 'Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!',
  'cart.riskLimitExceeded':
    'Açık hesap risk limitinizi {excess} TL aştınız. En fazla {available} TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.',
  'overdue.message': 'Vadesi {days} gün geçmiş {amount} {currency} ödemeniz bulunmaktadır',
  'checkout.formIncomplete': 'Form bilgilerini eksiksiz doldurunuz!',
  'checkout.cardIncomplete': 'Kart bilgilerini eksiksiz doldurunuz!',
  'checkout.holderMissing': 'Kart üzerindeki ismi doldurunuz!',
  'checkout.ccvIncomplete': 'CCV bilgisini eksiksiz doldurunuz!',
  'checkout.amountMissing': 'Tutar girmediniz!',
  'checkout.expiryIncomplete': 'Ay ve yılı eksiksiz giriniz',
  'password.length': 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.',
  'password.verifyRequired': 'Şifrenizi doğrulamalısınız.',
  'password.mismatch': 'Şifreleriniz eşleşmiyor.',
  'dashboard.emptyTerm': 'Lütfen bir arama terimi girin.',
  'warranty.noData': 'Aradığınız ürüne ait bilgi bulunamadı.',
  'warranty.noSale':
    'Girilen seri numarasında hiçbir satış kaydı bulunmamaktadır, lütfen girdiğiniz seri numarasını kontrol edin.',
  'sort.default': 'Varsayılan Sıralama',
  'sort.name': 'Ürün Adı A-Z',
  'sort.price': 'Fiyata Göre Artan',
};

// Texts the spec leaves open (documented in messageKeys.ts); they match the i18n table.
const NOT_IN_SPEC: Record<string, string> = {
  'stock.listCount': '{n} {unit}',
  'addToCart.add': 'Sepete Ekle',
  'sort.-name': 'Ürün Adı Z-A',
  'sort.-price': 'Fiyata Göre Azalan',
  'sort.brand': 'Markaya Göre A-Z',
  'sort.-brand': 'Markaya Göre Z-A',
  'sort.quantity': 'Stoğa Göre Artan',
  'sort.-quantity': 'Stoğa Göre Azalan',
  // Hints of a refused typed quantity: the spec only says the amount stays unchanged.
  'quantity.hintMax': 'En fazla {max} {unit} girebilirsiniz.',
  'quantity.hintStock': 'Stok en fazla {max} {unit} için yeterli.',
  'quantity.hintNoStock': 'Bu üründen eklenebilecek stok kalmadı.',
  'quantity.hintMin': 'En az 1 {unit} girebilirsiniz.',
  'quantity.hintWhole': 'Miktar tam sayı olmalıdır.',
  'warranty.daysLeft': 'Garanti süresinin bitmesine {days} gün kaldı.',
  'warranty.endsToday': 'Garanti süresi bugün sona eriyor.',
  'warranty.endedDaysAgo': 'Garanti süresi {days} gün önce sona erdi.',
  'warranty.statusUnknown': 'Garanti süresi bilgisi bulunamadı.',
  'warranty.serialRequired': 'Lütfen seri numarasını giriniz.',
  'warranty.serialTooLong': 'Seri numarası en fazla {max} karakter olabilir.',
  'warranty.serialInvalid': 'Seri numarası geçersiz karakterler içeriyor. Lütfen kontrol edin.',
  'historySort.-date': 'Yeniden Eskiye',
  'historySort.date': 'Eskiden Yeniye',
  'historySort.-total': 'Tutara Göre Azalan',
  'historySort.total': 'Tutara Göre Artan',
  'offers.marginInvalid': 'Kâr marjı 0 ile 100 arasında, en fazla 2 ondalıklı bir sayı olmalıdır.',
  'offers.customerNameRequired': 'Müşteri adını giriniz.',
  'offers.customerEmailInvalid': 'Geçerli bir e-posta adresi giriniz.',
  'offers.customerPhoneInvalid': 'Geçerli bir telefon numarası giriniz.',
  'offers.customerTextInvalid': 'Satır sonu veya kontrol karakteri kullanılamaz.',
  'offers.fieldTooLong': 'En fazla {max} karakter girilebilir.',
  // The quick order pad's rows.
  'quickOrder.quantityUnreadable': 'Miktar okunamadı: “{text}”',
  'quickOrder.unitConflict': 'Bu ürün {row}. satırda başka bir birimle var; birimleri aynı seçiniz.',
  'quickOrder.cartLineRoom':
    'Sepette {held} {heldUnit} var, bir kalemde en fazla 100: bu satırdan en fazla {more} {unit} eklenebilir.',
  // Company accounts: the cart's approval notice and the user form.
  'cart.approvalNoticeOrder':
    'Bu sipariş, sipariş başına {limit} TL limitinizi {excess} TL aştığı için onaya gönderilecek.',
  'cart.approvalNoticeMonthly':
    'Bu sipariş aylık {limit} TL limitinizi aştığı için onaya gönderilecek: bu ay {used} TL kullandınız, {left} TL kaldı.',
  'approvals.reasonOrder': 'Sipariş başına {limit} TL limitini {excess} TL aştı.',
  'approvals.reasonMonthly':
    'Aylık {limit} TL limitini aştı: gönderildiğinde bu ay {used} TL kullanılmıştı, {left} TL kalmıştı.',
  'cart.branchRequired': 'Siparişi vereceğiniz şubeyi seçiniz.',
  'companyUsers.nameRequired': 'Ad soyad girmelisiniz.',
  'companyUsers.usernameInvalid':
    'Kullanıcı adı 3-30 karakter olmalı; küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
  'companyUsers.usernamePrefix': 'Kullanıcı adı {prefix} ile başlamalıdır.',
  'companyUsers.emailInvalid': 'Geçerli bir e-posta adresi giriniz.',
  'companyUsers.phoneInvalid': 'Telefon numarası 7-15 rakamdan oluşmalıdır.',
  'companyUsers.limitInvalid': 'Limit 0 veya daha büyük, en fazla 2 ondalıklı bir tutar olmalıdır.',
  'companyUsers.roleRequired': 'Bir rol seçiniz.',
  'companyUsers.fieldTooLong': 'En fazla {max} karakter girebilirsiniz.',
  // The password change asks for the current password first.
  'password.currentRequired': 'Mevcut şifrenizi girmelisiniz.',
  // Saved shopping lists.
  'lists.nameRequired': 'Liste adı girmelisiniz.',
  'lists.nameTooLong': 'Liste adı en fazla {max} karakter olabilir.',
  'lists.nameInvalid': 'Liste adında görünmeyen karakterler bulunmamalıdır.',
  'lists.noteTooLong': 'Not en fazla {max} karakter olabilir.',
  'lists.noteInvalid': 'Notta satır sonu veya görünmeyen karakter bulunmamalıdır.',
};

describe('DOMAIN_MESSAGE_KEYS, read through the Turkish label table', () => {
  it.each(Object.entries(SPEC_TEXTS))('%s is the spec text word for word', (key, text) => {
    expect(DOMAIN_MESSAGES[key]).toBe(text);
  });

  it('has no key beyond the spec texts and the documented open ones', () => {
    expect(Object.keys(DOMAIN_MESSAGES).sort()).toEqual(
      [...Object.keys(SPEC_TEXTS), ...Object.keys(NOT_IN_SPEC)].sort(),
    );
    for (const [key, text] of Object.entries(NOT_IN_SPEC)) {
      expect(DOMAIN_MESSAGES[key]).toBe(text);
    }
  });

  it('keys are plain dotted strings', () => {
    for (const key of Object.keys(DOMAIN_MESSAGES)) expect(key).toMatch(/^[a-zA-Z]+\.-?[a-zA-Z]+$/);
  });
});

describe('domain messages rendered in Turkish', () => {
  it('fills parameters', () => {
    expect(turkishText(domainMessage('addToCart.stockAlert', { n: 5 }))).toBe(
      'Bu üründen 5 adet bulunmamaktadır!',
    );
  });

  it('leaves a missing parameter visible', () => {
    expect(turkishText(domainMessage('stock.detailCount', { n: 3 }))).toBe(
      'Bu ürün stoklarda 3 {unit} mevcuttur.',
    );
  });

  it('a message without parameters carries none', () => {
    expect(domainMessage('stock.listYes')).toEqual({ key: 'stock.listYes' });
  });
});
