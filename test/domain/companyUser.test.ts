/** @jest-environment node */
/** Issue 24: the company user form's rules, judged when the form is sent. */
import {
  companyUserErrors,
  judgeCompanyUser,
  parseLimit,
  type CompanyUserForm,
} from '../../src/domain/companyUser';
import { expectMessage } from './expectMessage';

const valid: CompanyUserForm = {
  name: ' Mert Demir ',
  username: 'Bayi1.SatinAlma',
  email: 'mert@yildizelektrik.com.tr',
  phone: '0532 210 45 67',
  role: 'satinalma',
  orderLimit: '10.000',
  monthlyLimit: '',
  branchIds: [3, 2, 3],
};

describe('judgeCompanyUser', () => {
  it('gives what is saved: trimmed, the username lower-cased, limits read, branches once each', () => {
    const { errors, input } = judgeCompanyUser(valid);
    expect(errors).toEqual({});
    expect(input).toEqual({
      name: 'Mert Demir',
      username: 'bayi1.satinalma',
      email: 'mert@yildizelektrik.com.tr',
      phone: '0532 210 45 67',
      role: 'satinalma',
      orderLimit: 10000,
      monthlyLimit: null,
      branchIds: [2, 3],
    });
  });

  it.each<[string, Partial<CompanyUserForm>, keyof CompanyUserForm, string, string]>([
    ['no name', { name: '  ' }, 'name', 'companyUsers.nameRequired', 'Ad soyad girmelisiniz.'],
    [
      'a username with a space',
      { username: 'mert demir' },
      'username',
      'companyUsers.usernameInvalid',
      'Kullanıcı adı 3-30 karakter olmalı; küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
    ],
    [
      'a Turkish letter in the username',
      { username: 'şule' },
      'username',
      'companyUsers.usernameInvalid',
      'Kullanıcı adı 3-30 karakter olmalı; küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
    ],
    [
      'a short username',
      { username: 'ab' },
      'username',
      'companyUsers.usernameInvalid',
      'Kullanıcı adı 3-30 karakter olmalı; küçük harf, rakam, nokta, tire ve alt çizgi içerebilir.',
    ],
    ['no e-mail', { email: '' }, 'email', 'companyUsers.emailInvalid', 'Geçerli bir e-posta adresi giriniz.'],
    [
      'a phone of 5 digits',
      { phone: '12345' },
      'phone',
      'companyUsers.phoneInvalid',
      'Telefon numarası 7-15 rakamdan oluşmalıdır.',
    ],
    ['no role', { role: '' }, 'role', 'companyUsers.roleRequired', 'Bir rol seçiniz.'],
    [
      'a negative limit',
      { orderLimit: '-5' },
      'orderLimit',
      'companyUsers.limitInvalid',
      'Limit 0 veya daha büyük, en fazla 2 ondalıklı bir tutar olmalıdır.',
    ],
    [
      'three decimals',
      { monthlyLimit: '10.000,555' },
      'monthlyLimit',
      'companyUsers.limitInvalid',
      'Limit 0 veya daha büyük, en fazla 2 ondalıklı bir tutar olmalıdır.',
    ],
    [
      'letters',
      { orderLimit: 'on bin' },
      'orderLimit',
      'companyUsers.limitInvalid',
      'Limit 0 veya daha büyük, en fazla 2 ondalıklı bir tutar olmalıdır.',
    ],
    [
      'a name over 100 characters',
      { name: 'x'.repeat(101) },
      'name',
      'companyUsers.fieldTooLong',
      'En fazla 100 karakter girebilirsiniz.',
    ],
  ])('refuses %s', (_case, change, field, key, text) => {
    const { errors, input } = judgeCompanyUser({ ...valid, ...change });
    expect(input).toBeUndefined();
    expectMessage(errors[field], key, text);
  });

  it('takes an empty phone and empty limits (none)', () => {
    const { input } = judgeCompanyUser({ ...valid, phone: '', orderLimit: ' ', monthlyLimit: '' });
    expect(input?.phone).toBe('');
    expect(input?.orderLimit).toBeNull();
  });
});

describe('parseLimit', () => {
  it.each<[string, number | null | undefined]>([
    ['', null],
    ['   ', null],
    ['10000', 10000],
    ['10.000', 10000],
    ['10.000,50', 10000.5],
    ['2500,5', 2500.5],
    ['0', 0],
    ['-1', undefined],
    // A comma with three digits after it is a thousands separator, as the project's number reader has it.
    ['1,234', 1234],
    ['0,125', undefined],
    ['abc', undefined],
  ])('%p → %p', (text, value) => {
    expect(parseLimit(text)).toBe(value);
  });
});

describe('companyUserErrors (the host checks what it receives with it)', () => {
  it('checks saved values without parsing them', () => {
    expect(
      companyUserErrors({
        name: 'A',
        username: 'abc',
        email: 'a@b.co',
        phone: '',
        role: 'izleyici',
        orderLimit: 0.005,
        monthlyLimit: null,
        branchIds: [],
      }).orderLimit?.key,
    ).toBe('companyUsers.limitInvalid');
    expect(
      companyUserErrors({
        name: 'A',
        username: 'abc',
        email: 'a@b.co',
        phone: '',
        role: 'admin',
        orderLimit: null,
        monthlyLimit: null,
        branchIds: [],
      }).role?.key,
    ).toBe('companyUsers.roleRequired');
  });
});
