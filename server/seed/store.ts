/** Store settings, store info, payment plans (options), banks, BINs and installment plans. */
import type Database from 'better-sqlite3';
import type { Settings, StoreInfo } from '../../src/contract/hostConfig';
import { DEFAULT_SETTINGS } from '../../src/contract/hostConfigDefaults';
import type { Db } from '../db/handle';
import { setSetting, setStoreInfo } from '../repo/settings';
import { ADVANCE_PRICES, STORE_NAME } from './catalogData';

/** The demo store's choices where they differ from the spec’s defaults: every switch of the spec on. */
export const DEMO_SETTINGS: Settings = {
  ...DEFAULT_SETTINGS,
  originalShowNotInStocks: '1',
  b2b_stoktakileri_goster: '1',
  showPaymentPlanPrice: '1',
  advencePriceInfo: ADVANCE_PRICES.map(({ priceName, name }) => ({ priceName, name })),
  b2b_urun_detay_ozel_kod_baslik: 'Özel Kod',
  overdueDebtInfoLimit: 5000,
  showOverdueDebtInfo: '1',
  b2b_risk_limit_islem: '1',
  b2b_teklif_ver_durum: '1',
};

const SOCIAL = [
  'https://www.facebook.com/anadoluelektriktoptan',
  'https://www.instagram.com/anadoluelektriktoptan',
  'https://twitter.com/anadoluelektrik',
  'https://www.youtube.com/@anadoluelektriktoptan',
  'https://www.pinterest.com/anadoluelektrik',
];

export const DEMO_STORE: StoreInfo = {
  name: STORE_NAME,
  logo: '/images/logo.png',
  whatsappControl: true,
  whatsapp: '905321234567',
  // flag ('0' hidden), one more character, the URL; Twitter is switched off in the demo.
  socialMedia: SOCIAL.map((url, i) => `${i === 2 ? '0' : '1'}:${url}`).join('|'),
  socialMediaSeparator: '|',
  address: 'İkitelli OSB Mah. Elektrikçiler Sitesi 3. Blok No: 12, Başakşehir / İstanbul',
  phone: '0212 555 12 34',
};

const BANKS: [name: string, file: string, bins: [string, 'VISA' | 'MASTERCARD'][], offset: number][] = [
  [
    'Akbank',
    'banka-akbank.png',
    [
      ['43550843', 'VISA'],
      ['55260812', 'MASTERCARD'],
    ],
    0,
  ],
  [
    'Garanti BBVA',
    'banka-garanti.png',
    [
      ['54066754', 'MASTERCARD'],
      ['48282800', 'VISA'],
    ],
    0.15,
  ],
  ['Türkiye İş Bankası', 'banka-isbank.png', [['45080345', 'VISA']], 0.3],
  [
    'Yapı Kredi',
    'banka-yapikredi.png',
    [
      ['54012345', 'MASTERCARD'],
      ['45034500', 'VISA'],
    ],
    0.1,
  ],
  ['QNB', 'banka-qnb.png', [['55711355', 'MASTERCARD']], 0.25],
];

/** Settings and store info through the host's repository (`trx`), the rest written directly (`db`). */
export async function seedStore(db: Database.Database, trx: Db): Promise<void> {
  for (const [key, value] of Object.entries(DEMO_SETTINGS))
    await setSetting(trx, key as keyof Settings, value as never);
  for (const [key, value] of Object.entries(DEMO_STORE))
    await setStoreInfo(trx, key as keyof StoreInfo, value as never);

  const option = db.prepare(
    'INSERT INTO payment_options (price_name, name, is_default, is_virtual, position) VALUES (?, ?, ?, ?, ?)',
  );
  ADVANCE_PRICES.forEach((a, i) =>
    option.run(a.priceName, a.name, i === 0 ? 1 : 0, a.priceName === 'advencePrice5' ? 1 : 0, i),
  );

  const plan = db.prepare(
    'INSERT INTO pos_plans (bank_id, installment, commision_fee, is_default) VALUES (?, ?, ?, ?)',
  );
  plan.run(null, 1, 0, 1);
  const bank = db.prepare('INSERT INTO banks (name, logo, image) VALUES (?, ?, ?)');
  const bin = db.prepare('INSERT INTO bins (bin, bank_id, organization) VALUES (?, ?, ?)');
  for (const [name, file, bins, offset] of BANKS) {
    const id = Number(bank.run(name, `/images/${file}`, `/images/${file}`).lastInsertRowid);
    for (const [prefix, organization] of bins) bin.run(prefix, id, organization);
    for (let n = 1; n <= 12; n++) {
      const fee = n === 1 ? 0 : Math.round((1.1 + (n - 1) * 0.95 + offset) * 100) / 100;
      plan.run(id, n, fee, n === 1 ? 1 : 0);
    }
  }
}
