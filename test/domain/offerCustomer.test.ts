/** @jest-environment node */
import {
  isCustomerEmail,
  isCustomerPhone,
  normalizeCustomer,
  validateCustomer,
  type OfferCustomerFields,
} from '../../src/domain/offerCustomer';
import { expectMessage } from './expectMessage';

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
