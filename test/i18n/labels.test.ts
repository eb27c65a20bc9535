import { en } from '../../src/i18n/en';
import { tr } from '../../src/i18n/tr';
import { createTranslator, fillParams, registerLabelTable } from '../../src/i18n/translate';

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

describe('label tables', () => {
  it('have exactly the same keys in Turkish and English', () => {
    const trKeys = Object.keys(tr).sort();
    const enKeys = Object.keys(en).sort();
    expect(enKeys.filter((k) => !trKeys.includes(k))).toEqual([]);
    expect(trKeys.filter((k) => !enKeys.includes(k))).toEqual([]);
  });

  it('use the same parameters in both languages', () => {
    for (const key of Object.keys(tr) as (keyof typeof tr)[]) {
      expect([key, placeholders(en[key])]).toEqual([key, placeholders(tr[key])]);
    }
  });

  it('have no empty text', () => {
    for (const [key, text] of [...Object.entries(tr), ...Object.entries(en)])
      expect([key, text.trim().length > 0]).toEqual([key, true]);
  });

  it.each([
    ['sort.default', 'Varsayılan Sıralama'],
    ['productList.emptyTitle', 'Aradığınız Ürün Bulunamadı!'],
    ['productList.emptyText', 'Seçtiğiniz filtrelere uygun bir ürün bulunamadı.'],
    ['addToCart.adminForbidden', 'Yönetici hesabı ile bu işlemi gerçekleştiremezsiniz.'],
    ['addToCart.stockAlert', 'Bu üründen {n} adet bulunmamaktadır!'],
    ['productList.variantRedirect', 'Ürün sayfasına yönlendiriliyorsunuz... Varyant Seçiniz!'],
    ['stock.detailCount', 'Bu ürün stoklarda {n} {unit} mevcuttur.'],
    ['overdue.message', 'Vadesi {days} gün geçmiş {amount} {currency} ödemeniz bulunmaktadır'],
    [
      'cart.riskLimitExceeded',
      'Açık hesap risk limitinizi {excess} TL aştınız. En fazla {available} TL sipariş oluşturabilirsiniz veya ödemesini yaparak satın alabilirsiniz.',
    ],
    [
      'warranty.loginRequired',
      'Garanti sorgulama servisini kullanabilmeniz için giriş yapmış olmalısınız.Lütfen giriş yapıniz',
    ],
    ['checkout.expiryIncomplete', 'Ay ve yılı eksiksiz giriniz'],
    ['password.length', 'Şifreniz 6 karakterden kısa, 30 karakterden uzun olamaz.'],
  ] as const)('%s is the spec text word for word', (key, text) => {
    expect(tr[key]).toBe(text);
  });
});

describe('t()', () => {
  it('fills {n}-style parameters and leaves unknown ones visible', () => {
    expect(fillParams('Bu üründen {n} adet bulunmamaktadır!', { n: 5 })).toBe(
      'Bu üründen 5 adet bulunmamaktadır!',
    );
    expect(fillParams('{a} ve {b}', { a: 1 })).toBe('1 ve {b}');
  });

  it('uses the active locale, with host overrides winning', () => {
    registerLabelTable('en', en);
    expect(createTranslator('en')('cookie.accept')).toBe('OK');
    expect(createTranslator('tr')('cookie.accept')).toBe('Tamam');
    expect(createTranslator('tr', { 'cookie.accept': 'Kabul Et' })('cookie.accept')).toBe('Kabul Et');
    expect(
      createTranslator('tr', { 'addToCart.stockAlert': '{n} adet yok' })('addToCart.stockAlert', { n: 2 }),
    ).toBe('2 adet yok');
  });
});
