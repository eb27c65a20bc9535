/** @jest-environment node */
/** The company user form's rules, judged when the form is sent. */
import {
  companyUserErrors,
  fixedUsername,
  judgeCompanyUser,
  parseLimit,
  usernamePart,
  usernamePrefix,
  type CompanyUserForm,
  type UsernameNaming,
} from '../../../src/domain/company/companyUser';
import { expectMessage } from '../expectMessage';

/** Adding a user to bayi1's company: every name starts with 'bayi1.'. */
const adding: UsernameNaming = { prefix: usernamePrefix('bayi1'), current: null };

const valid: CompanyUserForm = {
  name: ' Mert Demir ',
  username: ' SatinAlma ',
  email: 'mert@yildizelektrik.com.tr',
  phone: '0532 210 45 67',
  role: 'satinalma',
  orderLimit: '10.000',
  monthlyLimit: '',
  branchIds: [3, 2, 3],
};

describe('judgeCompanyUser', () => {
  it('gives what is saved: trimmed, the username prefixed and lower-cased, limits read, branches once each', () => {
    const { errors, input } = judgeCompanyUser(valid, adding);
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
    const { errors, input } = judgeCompanyUser({ ...valid, ...change }, adding);
    expect(input).toBeUndefined();
    expectMessage(errors[field], key, text);
  });

  it('takes an empty phone and empty limits (none)', () => {
    const { input } = judgeCompanyUser({ ...valid, phone: '', orderLimit: ' ', monthlyLimit: '' }, adding);
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
      companyUserErrors(
        {
          name: 'A',
          username: 'bayi1.abc',
          email: 'a@b.co',
          phone: '',
          role: 'izleyici',
          orderLimit: 0.005,
          monthlyLimit: null,
          branchIds: [],
        },
        adding,
      ).orderLimit?.key,
    ).toBe('companyUsers.limitInvalid');
    expect(
      companyUserErrors(
        {
          name: 'A',
          username: 'bayi1.abc',
          email: 'a@b.co',
          phone: '',
          role: 'admin',
          orderLimit: null,
          monthlyLimit: null,
          branchIds: [],
        },
        adding,
      ).role?.key,
    ).toBe('companyUsers.roleRequired');
  });
});

describe('the company’s username namespace', () => {
  const saved = (username: string) => ({
    name: 'A',
    username,
    email: 'a@b.co',
    phone: '',
    role: 'izleyici',
    orderLimit: null,
    monthlyLimit: null,
    branchIds: [],
  });
  const usernameKey = (username: string, naming: UsernameNaming) =>
    companyUserErrors(saved(username), naming).username?.key;

  it.each<[string, string, UsernameNaming, string | undefined]>([
    ['a name in the namespace', 'bayi1.ayse', adding, undefined],
    ['another company’s login', 'bayi2', adding, 'companyUsers.usernamePrefix'],
    ['the store’s administrator', 'yonetici', adding, 'companyUsers.usernamePrefix'],
    ['another company’s user', 'bayi2.satinalma', adding, 'companyUsers.usernamePrefix'],
    ['the prefix alone', 'bayi1.', adding, 'companyUsers.usernameInvalid'],
    ['a part with a space', 'bayi1.a b', adding, 'companyUsers.usernameInvalid'],
    ['a part over 30 characters', `bayi1.${'a'.repeat(31)}`, adding, 'companyUsers.fieldTooLong'],
    ['the company’s login kept as it is', 'bayi1', { ...adding, current: 'bayi1' }, undefined],
    ['the company’s login renamed', 'bayi1x', { ...adding, current: 'bayi1' }, 'companyUsers.usernamePrefix'],
    ['a user renamed within the namespace', 'bayi1.yeni', { ...adding, current: 'bayi1.eski' }, undefined],
  ])('%s: %p', (_case, username, naming, key) => {
    expect(usernameKey(username, naming)).toBe(key);
  });

  it('keeps a whole name within what the login form reads (50 characters)', () => {
    const long: UsernameNaming = { prefix: usernamePrefix('x'.repeat(25)), current: null };
    expect(companyUserErrors(saved(`${long.prefix}${'a'.repeat(24)}`), long).username).toBeUndefined();
    expect(companyUserErrors(saved(`${long.prefix}${'a'.repeat(25)}`), long).username).toEqual({
      key: 'companyUsers.fieldTooLong',
      params: { max: 24 },
    });
  });

  it('the form types the part after the prefix; a name outside it is fixed', () => {
    expect(usernamePart('bayi1.satinalma', 'bayi1.')).toBe('satinalma');
    expect(usernamePart('bayi1', 'bayi1.')).toBe('bayi1');
    expect(fixedUsername({ prefix: 'bayi1.', current: 'bayi1' })).toBe('bayi1');
    expect(fixedUsername({ prefix: 'bayi1.', current: 'bayi1.onay' })).toBeNull();
    expect(fixedUsername(adding)).toBeNull();
    const kept = judgeCompanyUser({ ...valid, username: 'ne yazılırsa' }, { ...adding, current: 'bayi1' });
    expect(kept.input?.username).toBe('bayi1');
  });

  it('a prefix with replacement patterns is kept as it is', () => {
    const odd: UsernameNaming = { prefix: "$&$'$1.", current: null };
    expect(judgeCompanyUser({ ...valid, username: 'ayse' }, odd).input?.username).toBe("$&$'$1.ayse");
  });
});
