import nock from 'nock';
import { saveAccountSettings } from '../../src/api/account';
import { fetchFaultProducts, fetchSubcategories } from '../../src/api/faultReport';
import { createHttpClient, type ApiError } from '../../src/api/http';
import { inquireWarranty } from '../../src/api/warranty';
import { accountSettingsAnswer } from '../../src/contract/account';
import { decode } from '../../src/contract/decode';
import { warrantyAnswer } from '../../src/contract/warranty';
import { TEST_ORIGIN } from '../support/renderWidget';

const http = createHttpClient({ basePath: '/shop', csrfToken: 'tok', origin: TEST_ORIGIN });

/** Captures a multipart body and checks it is one. */
function multipartPost(path: string, answer: unknown, status = 200) {
  const sent = { raw: '' };
  nock(TEST_ORIGIN)
    .matchHeader('content-type', /^multipart\/form-data; boundary=/)
    .matchHeader('x-csrf-token', 'tok')
    .post(path, (body) => {
      sent.raw = String(body);
      return true;
    })
    .reply(status, answer as nock.Body);
  return sent;
}

describe('saveAccountSettings', () => {
  it('posts currentPassword, password and passwordVerify as multipart under the base path', async () => {
    const sent = multipartPost('/shop/api/catalog/account/settings', {
      success: true,
      message: 'Hesap bilgileriniz güncellendi.',
    });
    const answer = await saveAccountSettings(http, {
      currentPassword: "eski $& $' $1 şifre",
      password: 'yeni şifre',
      passwordVerify: 'yeni şifre',
    });
    expect(answer.success).toBe(true);
    expect(sent.raw).toContain(`name="currentPassword"\r\n\r\neski $& $' $1 şifre\r\n`);
    expect(sent.raw).toMatch(/name="password"\r\n\r\nyeni şifre\r\n/);
    expect(sent.raw).toMatch(/name="passwordVerify"\r\n\r\nyeni şifre\r\n/);
  });

  it('carries the server message of a refusal', async () => {
    multipartPost(
      '/shop/api/catalog/account/settings',
      { error: { messages: { type: 'Şifreleriniz eşleşmiyor.' } } },
      400,
    );
    const error = (await saveAccountSettings(http, {
      currentPassword: 'demo1234',
      password: 'abcdef',
      passwordVerify: 'abcdeg',
    }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.serverMessage).toBe('Şifreleriniz eşleşmiyor.');
  });
});

describe('accountSettingsAnswer', () => {
  it.each([
    [null, { success: true, message: '' }],
    [{ success: true }, { success: true, message: '' }],
    [{ success: false }, { success: false, message: '' }],
    [
      { success: true, message: 'Tamam' },
      { success: true, message: 'Tamam' },
    ],
  ])('%j → %j', (body, decoded) => {
    expect(decode(accountSettingsAnswer, body)).toEqual(decoded);
  });

  it('refuses a wrong shape', () => {
    expect(() => decode(accountSettingsAnswer, { success: 'yes' })).toThrow('success');
    expect(() => decode(accountSettingsAnswer, [])).toThrow();
  });
});

describe('inquireWarranty', () => {
  it('posts the serial number as multipart', async () => {
    const sent = multipartPost('/shop/api/catalog/WarrantyInquiry', {
      success: true,
      error: false,
      data: null,
    });
    const answer = await inquireWarranty(http, 'VK2024KRP000123');
    expect(answer.data).toBeNull();
    expect(sent.raw).toMatch(/name="serialNumber"\r\n\r\nVK2024KRP000123\r\n/);
  });
});

describe('warrantyAnswer', () => {
  const sale = { tarih: '2024-03-05', durum: 'SATIŞ', belgeNo: 'FTR-1' };

  it('reads hareket as a list or as one object', () => {
    expect(
      decode(warrantyAnswer, { success: true, error: false, data: { garantiSuresi: 10, hareket: [sale] } }),
    ).toEqual({ success: true, error: false, data: { garantiSuresi: 10, hareket: [sale] } });
    expect(
      decode(warrantyAnswer, { success: true, error: false, data: { garantiSuresi: '-5', hareket: sale } })
        .data,
    ).toEqual({ garantiSuresi: -5, hareket: [sale] });
  });

  it.each([[null], [undefined], [[]], [{}], ['']])('empty data %j is no data', (data) => {
    expect(decode(warrantyAnswer, { success: true, error: false, data }).data).toBeNull();
  });

  it('takes ERP blanks and numbers in movement fields, and a missing period or hareket', () => {
    expect(
      decode(warrantyAnswer, {
        data: { garantiSuresi: null, hareket: { tarih: null, durum: 'SATIŞ', belgeNo: 4512 } },
      }),
    ).toEqual({
      success: true,
      error: false,
      data: { garantiSuresi: null, hareket: [{ tarih: '', durum: 'SATIŞ', belgeNo: '4512' }] },
    });
    expect(decode(warrantyAnswer, { data: { garantiSuresi: 3 } }).data).toEqual({
      garantiSuresi: 3,
      hareket: [],
    });
  });

  it.each([
    [{ data: { garantiSuresi: 'çok', hareket: [] } }, 'garantiSuresi'],
    [{ data: { garantiSuresi: 3, hareket: 'SATIŞ' } }, 'hareket'],
    [{ data: { garantiSuresi: 3, hareket: [{ durum: { x: 1 } }] } }, 'hareket'],
    [{ success: 'ok', data: null }, 'success'],
    ['<html>', ''],
  ])('refuses %j', (body, where) => {
    expect(() => decode(warrantyAnswer, body, 'response')).toThrow(where);
  });
});

describe('fault report calls', () => {
  it('GET basecategories/{id} and product/{id} under the base path', async () => {
    nock(TEST_ORIGIN)
      .get('/shop/api/catalog/faultreport/basecategories/0')
      .reply(200, [{ id: 1, name: 'Anahtar ve Prizler' }]);
    nock(TEST_ORIGIN)
      .get('/shop/api/catalog/faultreport/product/3')
      .reply(200, [{ id: 1, name: 'Viko Karre Adi Anahtar', code: '90960001' }]);
    await expect(fetchSubcategories(http, 0)).resolves.toEqual([{ id: 1, name: 'Anahtar ve Prizler' }]);
    await expect(fetchFaultProducts(http, 3)).resolves.toEqual([
      { id: 1, name: 'Viko Karre Adi Anahtar', code: '90960001' },
    ]);
  });

  it('a malformed list is a malformed error', async () => {
    nock(TEST_ORIGIN)
      .get('/shop/api/catalog/faultreport/product/3')
      .reply(200, [{ id: 1, name: 'X' }]);
    const error = (await fetchFaultProducts(http, 3).catch((e: unknown) => e)) as ApiError;
    expect(error.malformed).toBe(true);
  });
});
