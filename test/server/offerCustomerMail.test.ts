/**
 * The offer customer's fields go into the quote mail's headers: the host refuses an e-mail that is not
 * one bare address and names with line breaks or control characters (the modal's own
 * rules, domain/history/offerCustomer), in the spec's error shape and the visitor's language, saving nothing
 * of the map; and it sends no mail for an offer whose stored customer breaks them.
 */
import { Client, errorType, insertTestOffer, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
let bayi1: Client;
let english: Client;
let offerNo: string;
let offerId: number;
let otherNo: string;
beforeAll(async () => {
  host = await startHost();
  bayi1 = await loggedIn(host.url, 'bayi1');
  english = await loggedIn(host.url, 'bayi1.satinalma');
  await english.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
  offerId = await insertTestOffer(host, 'bayi1', [['90960002', 1]]);
  offerNo = await host.db.value<string>('SELECT order_no FROM offers WHERE id = ?', offerId);
  otherNo = await host.db.value<string>(
    'SELECT order_no FROM offers WHERE id = ?',
    await insertTestOffer(host, 'bayi1', [['90960002', 2]]),
  );
});
afterAll(() => host.stop());

const good = {
  customerName: 'Ali Veli',
  customerCompanyName: 'Veli Yapı',
  customerEmail: 'ali@example.com',
  customerPhone: '0555 123 45 67',
};
const stored = (orderNo: string) =>
  host.db.get(
    'SELECT customer_name, customer_company_name, customer_email, customer_phone FROM offers WHERE order_no = ?',
    orderNo,
  );
const outbox = () => host.db.value('SELECT COUNT(*) AS n FROM outbox');

const EMAIL_TR =
  'Müşterinin e-posta adresi geçersiz: ad, boşluk veya satır sonu olmadan tek bir adres giriniz.';
const EMAIL_EN =
  "The customer's e-mail address is not valid: enter one address, without a name, blanks or line breaks.";
const TEXT_TR = 'Müşteri ve firma adında satır sonu veya kontrol karakteri kullanılamaz.';
const TEXT_EN = 'The customer and company names cannot hold line breaks or control characters.';

describe('PATCH /api/catalog/offer/update/customer with what a mail header cannot carry', () => {
  it.each<[string, Partial<typeof good>, string, string]>([
    ['a display name', { customerEmail: 'Ali <ali@example.com>' }, EMAIL_TR, EMAIL_EN],
    ['two addresses', { customerEmail: 'ali@example.com,veli@example.com' }, EMAIL_TR, EMAIL_EN],
    [
      'a header after a line break',
      { customerEmail: 'ali@example.com\r\nBcc: herkes@example.com' },
      EMAIL_TR,
      EMAIL_EN,
    ],
    ['markup', { customerEmail: '<script>alert(1)</script>@example.com' }, EMAIL_TR, EMAIL_EN],
    ['a control character (BEL)', { customerEmail: 'ali\u0007@example.com' }, EMAIL_TR, EMAIL_EN],
    ['a local part over 64', { customerEmail: `${'a'.repeat(65)}@example.com` }, EMAIL_TR, EMAIL_EN],
    ['a line break in the name', { customerName: 'Ali\r\nBcc: herkes@example.com' }, TEXT_TR, TEXT_EN],
    ['a trailing line break in the name', { customerName: 'Ali Veli\n' }, TEXT_TR, TEXT_EN],
    ['a paragraph separator in the company', { customerCompanyName: 'Veli\u2029Yapı' }, TEXT_TR, TEXT_EN],
    ['an escape character in the company', { customerCompanyName: 'Veli\u001bYapı' }, TEXT_TR, TEXT_EN],
  ])('refuses %s in Turkish and English, saving nothing of the map', async (_what, change, tr, en) => {
    const before = [await stored(offerNo), await stored(otherNo)];
    const body = { json: { [otherNo]: good, [offerNo]: { ...good, ...change } } };
    const turkish = await bayi1.patch('/api/catalog/offer/update/customer', body);
    expect(turkish.status).toBe(400);
    expect(turkish.json).toEqual({ error: { messages: { type: tr } } });
    const inEnglish = await english.patch('/api/catalog/offer/update/customer', body);
    expect(inEnglish.status).toBe(400);
    expect(errorType(inEnglish)).toBe(en);
    expect([await stored(offerNo), await stored(otherNo)]).toEqual(before);
  });

  it('names the broken rule: a missing name, a phone, a value over its column', async () => {
    const save = (change: Partial<typeof good>) =>
      bayi1.patch('/api/catalog/offer/update/customer', { json: { [offerNo]: { ...good, ...change } } });
    expect(errorType(await save({ customerName: '  ' }))).toBe('Müşteri adını giriniz.');
    expect(errorType(await save({ customerPhone: '0555' }))).toBe(
      'Müşterinin telefon numarası geçersiz: 7 ile 15 arası rakam giriniz.',
    );
    expect(errorType(await save({ customerCompanyName: 'x'.repeat(151) }))).toBe(
      'Müşteri bilgileri en fazla 150 karakter olabilir.',
    );
  });

  it('saves one line of hostile text (markup, patterns) as text, trimmed, and mails it', async () => {
    const hostile = {
      customerName: '  $& $` $\' $1 "Ali" & Veli ',
      customerCompanyName: '<script>alert(1)</script> Yıldız; Elektrik, Ltd.',
      customerEmail: " o'brien+teklif@şirket.com.tr ",
      customerPhone: '+90 (532) 987-65-43',
    };
    const answer = await bayi1.patch('/api/catalog/offer/update/customer', { json: { [offerNo]: hostile } });
    expect(answer.status).toBe(200);
    expect(await stored(offerNo)).toEqual({
      customer_name: '$& $` $\' $1 "Ali" & Veli',
      customer_company_name: '<script>alert(1)</script> Yıldız; Elektrik, Ltd.',
      customer_email: "o'brien+teklif@şirket.com.tr",
      customer_phone: '+90 (532) 987-65-43',
    });
    const sent = await outbox();
    expect((await bayi1.patch(`/api/catalog/offer/mail/${offerId}`)).status).toBe(200);
    expect(await outbox()).toBe(sent + 1);
  });
});

describe('PATCH /api/catalog/offer/mail/{id} of a customer saved before the rules', () => {
  it.each([
    ['customer_email', 'ali@example.com\r\nBcc: herkes@example.com'],
    ['customer_email', 'Ali <ali@example.com>'],
    ['customer_name', 'Ali\r\nBcc: herkes@example.com'],
    ['customer_company_name', 'Veli\nYapı'],
  ])('sends nothing while %s is %j', async (column, value) => {
    await host.db.run(
      `UPDATE offers SET customer_name = 'Ali', customer_company_name = '', customer_email = 'ali@example.com'
       WHERE id = ?`,
      offerId,
    );
    await host.db.run(`UPDATE offers SET ${column} = ? WHERE id = ?`, value, offerId);
    const sent = await outbox();
    const answer = await bayi1.patch(`/api/catalog/offer/mail/${offerId}`);
    expect(answer.status).toBe(400);
    expect(errorType(answer)).toBe(
      'Teklifin müşteri bilgileri e-postaya yazılamıyor. Lütfen önce müşterinin e-posta adresini ve adını düzeltip kaydedin.',
    );
    expect(await outbox()).toBe(sent);
  });
});
