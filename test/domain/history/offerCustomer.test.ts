/** @jest-environment node */
import {
  isCustomerEmail,
  isCustomerPhone,
  isHeaderText,
  normalizeCustomer,
  validateCustomer,
  type OfferCustomerFields,
} from '../../../src/domain/history/offerCustomer';
import { expectMessage } from '../expectMessage';

const valid: OfferCustomerFields = {
  customerName: 'Mehmet Demir',
  customerCompanyName: 'Demir İnşaat A.Ş.',
  customerEmail: 'mehmet.demir@demirinsaat.com.tr',
  customerPhone: '0532 987 65 43',
};

describe('offer customer (modal: required name, e-mail and phone formats)', () => {
  it('accepts a full customer and one with only a name', () => {
    expect(validateCustomer(valid)).toEqual({});
    expect(
      validateCustomer({
        customerName: 'Ali',
        customerCompanyName: '',
        customerEmail: '',
        customerPhone: '',
      }),
    ).toEqual({});
  });

  it('requires a name that is not blank', () => {
    expectMessage(
      validateCustomer({ ...valid, customerName: '   ' }).customerName,
      'offers.customerNameRequired',
      'Müşteri adını giriniz.',
    );
  });

  it.each(['ali', 'ali@', 'ali@x', '@x.com', 'a b@x.com', 'ali@x..', 'a@b@c.com'])(
    'refuses the e-mail %j',
    (email) => {
      expectMessage(
        validateCustomer({ ...valid, customerEmail: email }).customerEmail,
        'offers.customerEmailInvalid',
        'Geçerli bir e-posta adresi giriniz.',
      );
    },
  );

  it.each(['0555', 'abc', '0532-987-65-43x', '+90 (532) 987 65 43 1234 5', '++905329876543', '05 3+2'])(
    'refuses the phone %j',
    (phone) => {
      expectMessage(
        validateCustomer({ ...valid, customerPhone: phone }).customerPhone,
        'offers.customerPhoneInvalid',
        'Geçerli bir telefon numarası giriniz.',
      );
    },
  );

  it.each(['0532 987 65 43', '+90 532 987 65 43', '(0216) 345-67-89', '2163456789', '0216.345.67.89'])(
    'accepts the phone %j',
    (phone) => expect(isCustomerPhone(phone)).toBe(true),
  );

  it('refuses values longer than the host keeps', () => {
    expectMessage(
      validateCustomer({ ...valid, customerName: 'x'.repeat(101) }).customerName,
      'offers.fieldTooLong',
      'En fazla 100 karakter girilebilir.',
    );
    expect(validateCustomer({ ...valid, customerCompanyName: 'x'.repeat(150) })).toEqual({});
    expect(validateCustomer({ ...valid, customerEmail: `${'x'.repeat(150)}@a.com` }).customerEmail?.key).toBe(
      'offers.fieldTooLong',
    );
  });

  it('judges and saves trimmed values', () => {
    expect(validateCustomer({ ...valid, customerEmail: '  ali@example.com ' })).toEqual({});
    expect(normalizeCustomer({ ...valid, customerName: '  Ali  ' }).customerName).toBe('Ali');
    expect(isCustomerEmail('ali@example.com')).toBe(true);
  });
});

describe('offer customer fields that go into the quote mail', () => {
  it.each([
    'Ali <ali@example.com>',
    '"Ali Veli" <ali@example.com>',
    '<ali@example.com>',
    'ali@example.com, veli@example.com',
    'ali@example.com;veli@example.com',
    'ali@example.com veli@example.com',
    'ali@example.com\r\nBcc: herkes@example.com',
    'ali@example.com\nBcc: herkes@example.com',
    'ali@example.com\n',
    'ali\u0000@example.com',
    'ali@example.com\u0000',
    'ali@exa\u2028mple.com',
    '<script>alert(1)</script>@example.com',
    'ali@<script>.com',
    '"ali"@example.com',
    '.ali@example.com',
    'ali.@example.com',
    'ali..veli@example.com',
    'ali@-example.com',
    'ali@example-.com',
    'ali@example_1.com',
    `${'a'.repeat(65)}@example.com`,
    `ali@${'a'.repeat(64)}.com`,
  ])('refuses the e-mail %j', (email) => {
    expectMessage(
      validateCustomer({ ...valid, customerEmail: email }).customerEmail,
      'offers.customerEmailInvalid',
      'Geçerli bir e-posta adresi giriniz.',
    );
  });

  it.each([
    'ali@example.com',
    'ali.veli+teklif@demir-insaat.com.tr',
    "o'brien@example.ie",
    'ali@şirket.com.tr',
    "$&$`$'$1@example.com",
    `${'a'.repeat(64)}@example.com`,
    `ali@${'a'.repeat(63)}.com`,
  ])('accepts the e-mail %j (one address as RFC 5322 writes it bare)', (email) => {
    expect(isCustomerEmail(email)).toBe(true);
    expect(validateCustomer({ ...valid, customerEmail: email })).toEqual({});
  });

  it.each(['customerName', 'customerCompanyName'] as const)(
    'refuses line breaks and control characters in %s, wherever they are',
    (field) => {
      for (const text of [
        'Ali\r\nBcc: herkes@example.com',
        'Ali\nVeli',
        'Ali\rVeli',
        'Ali Veli\n',
        '\tAli',
        'Ali\u0000',
        'Ali\u0085Veli',
        'Ali\u2028Veli',
        'Ali\u2029Veli',
        'Ali\u001bVeli',
        'Ali\u007fVeli',
      ])
        expectMessage(
          validateCustomer({ ...valid, [field]: text })[field],
          'offers.customerTextInvalid',
          'Satır sonu veya kontrol karakteri kullanılamaz.',
        );
    },
  );

  it.each(['customerName', 'customerCompanyName'] as const)(
    'keeps hostile text on one line in %s: markup and patterns are text',
    (field) => {
      for (const text of [
        "$& $` $' $1 & Co.",
        '"Yıldız" Elektrik, Kadıköy',
        'Ali & Veli; Ltd. Şti.',
        '<script>alert(1)</script>',
        'Ali <ali@example.com>',
        '\u202e İıŞşĞğ 🎉',
      ])
        expect(validateCustomer({ ...valid, [field]: text })).toEqual({});
    },
  );

  it('refuses a control character in the phone', () => {
    expectMessage(
      validateCustomer({ ...valid, customerPhone: '0532 987 65 43\n' }).customerPhone,
      'offers.customerPhoneInvalid',
      'Geçerli bir telefon numarası giriniz.',
    );
  });

  it('says whether a text may go into a mail header', () => {
    expect(isHeaderText('Demir İnşaat A.Ş.')).toBe(true);
    expect(isHeaderText('')).toBe(true);
    expect(isHeaderText('A\r\nB')).toBe(false);
  });
});
