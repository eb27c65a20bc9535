/**
 * The host's own words (payment plans, statement document types, warranty statuses)
 * follow the viewer's language, and catalogue names are English where the store gave an English name
 * (name_en, added by a schema migration), Turkish otherwise.
 */
import { decode } from '../../src/contract/decode';
import { warrantyAnswer } from '../../src/contract/warranty';
import { Client, configOf, loggedIn, placeholderProps, productId, startHost, type TestHost } from './helpers';

let host: TestHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host.stop());

async function english(client: Client): Promise<Client> {
  await client.page('/');
  expect((await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } })).status).toBe(
    200,
  );
  await client.page('/');
  return client;
}

const planNames = (html: string) =>
  (placeholderProps(html, 'Cart')!.paymentOptions as { name: string; priceName: string }[]).map(
    (o) => o.name,
  );

describe("the host's vocabulary in the viewer's language", () => {
  it('names the payment plans in English on English pages (cart and config), in Turkish otherwise', async () => {
    const en = await english(await loggedIn(host.url, 'bayi1'));
    const page = (await en.get('/sepet')).text;
    expect(planNames(page)).toEqual(expect.arrayContaining(['Cash price', '30 days credit', 'Credit card']));
    expect(planNames(page).join()).not.toMatch(/Peşin|Vadeli|Kredi Kartı/);
    const info = (configOf(page).settings as { advencePriceInfo: { name: string }[] }).advencePriceInfo;
    expect(info.map((i) => i.name)).toContain('Cash price');
    const tr = await loggedIn(host.url, 'bayi2');
    expect(planNames((await tr.get('/sepet')).text)).toEqual(
      expect.arrayContaining(['Peşin Fiyat', '30 Gün Vadeli', 'Kredi Kartı']),
    );
  });

  it('shows the statement’s document types in English', async () => {
    const en = await english(await loggedIn(host.url, 'bayi1'));
    const text = (await en.get('/hesap/ekstre')).text;
    for (const words of ['Sales invoice', 'Collection by bank transfer', 'Credit card collection'])
      expect([words, text.includes(words)]).toEqual([words, true]);
    for (const words of ['Satış faturası', 'Havale ile tahsilat', 'Kredi kartı tahsilatı'])
      expect([words, text.includes(words)]).toEqual([words, false]);
  });

  it("gives warranty movements an English display status while durum keeps the rule's 'SATIŞ'", async () => {
    const en = await english(await loggedIn(host.url, 'bayi1'));
    const ask = (client: Client) =>
      client.post('/api/catalog/WarrantyInquiry', { multipart: { serialNumber: 'VK2024KRP000123' } });
    const answer = decode(warrantyAnswer, (await ask(en)).json);
    expect(answer.data!.hareket.map((h) => h.durum)).toEqual(['DEPO GİRİŞ', 'SATIŞ']);
    expect(answer.data!.hareket.map((h) => h.durumText)).toEqual(['WAREHOUSE ENTRY', 'SALE']);
    const tr = decode(warrantyAnswer, (await ask(await loggedIn(host.url, 'bayi2'))).json);
    expect(tr.data!.hareket.map((h) => h.durumText)).toEqual(['DEPO GİRİŞ', 'SATIŞ']);
  });
});

describe('English catalogue names where the store gave one (name_en)', () => {
  it('lists, details, suggests and carts a product under its English name, falling back to Turkish', async () => {
    const en = await english(await loggedIn(host.url, 'bayi4'));
    const list = (await en.get('/api/catalog/products/prizler?limit=100')).json as {
      products: { code: string; name: string }[];
    };
    const socket = list.products.find((p) => p.code === '90960004')!;
    expect(socket.name).toBe('Viko Karre Earthed Socket White');
    // A product without an English name keeps its Turkish one.
    expect(list.products.some((p) => p.code !== '90960004' && /Priz/.test(p.name))).toBe(true);
    const suggestions = (await en.get('/autocomplete?q=90960004')).json as { name: string }[];
    expect(suggestions[0]!.name).toBe('Viko Karre Earthed Socket White');
    const id = await productId(host, '90960004');
    await en.post(`/api/catalog/cart/${id}`, { form: { quantity: 1 } });
    const cart = (await en.get('/api/catalog/cart')).json as { product: { id: number; name: string } }[];
    expect(cart.find((i) => i.product.id === id)!.product.name).toBe('Viko Karre Earthed Socket White');
    const tr = await loggedIn(host.url, 'bayi2');
    const trList = (await tr.get('/api/catalog/products/prizler?limit=100')).json as typeof list;
    expect(trList.products.find((p) => p.code === '90960004')!.name).toBe('Viko Karre Topraklı Priz Beyaz');
  });

  it('names categories and the campaign in English on English pages', async () => {
    const en = await english(new Client(host.url));
    const home = (await en.get('/')).text;
    expect(home).toContain('Switches and Sockets');
    expect(home).not.toContain('Anahtar ve Prizler');
    expect(home).toContain('Deals of the Week');
    const category = (await en.get('/prizler')).text;
    expect(category).toMatch(/<h1>Sockets<\/h1>/);
    const tr = (await new Client(host.url).get('/')).text;
    expect(tr).toContain('Anahtar ve Prizler');
    expect(tr).toContain('Haftanın Fırsatları');
  });
});
