/**
 * A company's users as its Yönetici manages them (/api/company/users): the list, adding a
 * user with a one-time password, the rules of the form, the last Yönetici, branch grants, and
 * deactivation, which ends the user's sessions on every device.
 */
import {
  companyUserCreatedAnswer,
  companyUserSavedAnswer,
  companyUsersAnswer,
  type CompanyUser,
  type CompanyUserRequest,
} from '../../src/contract/company';
import { decode } from '../../src/contract/decode';
import {
  Client,
  configOf,
  errorType,
  loggedIn,
  placeholderProps,
  productId,
  startHost,
  type Answer,
  type TestHost,
} from './helpers';

const USERS = '/api/company/users';
const MESSAGES = {
  loginRequired: 'Bu işlem için giriş yapmalısınız.',
  passwordFirst: 'Devam etmek için önce kendi şifrenizi belirleyin.',
  deactivated: 'Hesabınız devre dışı bırakılmış. Lütfen şirketinizin yöneticisine başvurun.',
  loginFailed: 'Kullanıcı adı veya şifre hatalı.',
  invalid: 'Kullanıcı bilgileri geçersiz. Lütfen alanları kontrol edin.',
  taken: 'Bu kullanıcı adı kullanılıyor.',
  unavailable: 'Bu kullanıcı adı kullanılamaz. Lütfen başka bir ad seçin.',
  lastAdmin: 'Şirketin son yöneticisinin rolü değiştirilemez ve devre dışı bırakılamaz.',
  self: 'Kendi hesabınızı devre dışı bırakamazsınız.',
  notFound: 'Kullanıcı bulunamadı.',
  branch: 'Şube bulunamadı.',
  role: 'Rolünüz bu işleme izin vermiyor.',
} as const;

let host: TestHost;
/** bayi1, the company's Yönetici. */
let admin: Client;
let ids: { bayi1: number; buyer: number; approver: number; kadikoy: number; umraniye: number };

beforeAll(async () => {
  host = await startHost();
  admin = await loggedIn(host.url, 'bayi1');
  const userId = (username: string) =>
    host.db.value<number>('SELECT id FROM users WHERE username = ?', username);
  const branch = (name: string) => host.db.value<number>('SELECT id FROM branches WHERE name = ?', name);
  ids = {
    bayi1: await userId('bayi1'),
    buyer: await userId('bayi1.satinalma'),
    approver: await userId('bayi1.onay'),
    kadikoy: await branch('Kadıköy Şube'),
    umraniye: await branch('Ümraniye Şube'),
  };
});
afterAll(() => host.stop());

const list = async (client = admin) => decode(companyUsersAnswer, (await client.get(USERS)).json);
const userOf = async (id: number) => (await list()).users.find((u) => u.id === id)!;
/** The body that saves a user as they are (the form sends the whole user). */
const bodyOf = ({ name, username, email, phone, role, orderLimit, monthlyLimit, branchIds }: CompanyUser) =>
  ({ name, username, email, phone, role, orderLimit, monthlyLimit, branchIds }) as CompanyUserRequest;
const newUser = (over: Partial<CompanyUserRequest> = {}): CompanyUserRequest => ({
  name: 'Ayşe Kaya',
  username: 'bayi1.ayse',
  email: 'ayse.kaya@yildizelektrik.com.tr',
  phone: '0532 444 12 12',
  role: 'satinalma',
  orderLimit: 7500,
  monthlyLimit: 30000,
  branchIds: [],
  ...over,
});

const refused = (answer: Answer, status: number, message: string) => {
  expect({ status: answer.status, message: errorType(answer) }).toEqual({ status, message });
};
const location = (answer: Answer) => answer.headers.get('location');

/** A new user of bayi1's company, logged in with their one-time password and with their own set. */
async function addUser(over: Partial<CompanyUserRequest>, password = 'kendi-sifrem') {
  const created = decode(companyUserCreatedAnswer, (await admin.post(USERS, { json: newUser(over) })).json);
  const client = new Client(host.url);
  expect((await client.login(created.user.username, created.oneTimePassword)).status).toBe(303);
  await client.page('/hesap/ayarlar');
  // The one-time password is the current one the form asks for.
  const own = { multipart: { currentPassword: created.oneTimePassword, password, passwordVerify: password } };
  expect((await client.post('/api/catalog/account/settings', own)).status).toBe(200);
  return { user: created.user, client };
}

describe('the company’s users', () => {
  it('lists them, Yöneticiler first, then by name, the reader marked, with the company’s branches', async () => {
    const answer = await admin.get(USERS);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { users, branches } = decode(companyUsersAnswer, answer.json);
    expect(users.map((u) => [u.username, u.role, u.self])).toEqual([
      ['bayi1', 'yonetici', true],
      ['bayi1.izleyici', 'izleyici', false], // Can Öztürk
      ['bayi1.onay', 'onaylayici', false], // Elif Yıldız
      ['bayi1.satinalma', 'satinalma', false], // Mert Demir
    ]);
    expect(users.find((u) => u.id === ids.buyer)).toEqual(
      expect.objectContaining({
        orderLimit: 10000,
        monthlyLimit: null,
        branchIds: [ids.kadikoy],
        active: true,
      }),
    );
    expect(branches).toEqual([
      { id: ids.kadikoy, name: 'Kadıköy Şube' },
      { id: ids.umraniye, name: 'Ümraniye Şube' },
    ]);
    // Another company sees its own only.
    const other = await list(await loggedIn(host.url, 'bayi2'));
    expect(other.users.map((u) => u.username)).toEqual(['bayi2']);
    expect(other.branches).toEqual([]);
  });

  it('adds a user whose one-time password opens only the password form, until they set their own', async () => {
    const answer = await admin.post(USERS, {
      json: newUser({ name: '  Ayşe Kaya ', username: ' Bayi1.Ayse ', branchIds: [ids.umraniye] }),
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { user, oneTimePassword } = decode(companyUserCreatedAnswer, answer.json);
    expect(user).toEqual(
      expect.objectContaining({
        name: 'Ayşe Kaya',
        username: 'bayi1.ayse',
        role: 'satinalma',
        orderLimit: 7500,
        monthlyLimit: 30000,
        branchIds: [ids.umraniye],
        active: true,
        self: false,
      }),
    );
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{10}$/);
    // Only its hash is kept.
    const hash = await host.db.value<string>('SELECT password_hash FROM users WHERE id = ?', user.id);
    expect(hash).not.toContain(oneTimePassword);
    expect((await list()).users.map((u) => u.username)).toContain('bayi1.ayse');

    const first = new Client(host.url);
    const login = await first.login('bayi1.ayse', oneTimePassword);
    expect([login.status, location(login)]).toEqual([303, '/hesap/ayarlar']);
    // Every page leads to the password form, every call is refused, until the password is set.
    // (each with the page asked for as the password page's return address)
    for (const [url, to] of [
      ['/', '/hesap/ayarlar'] as const,
      ['/hesap/siparisler', '/hesap/ayarlar?returnUrl=%2Fhesap%2Fsiparisler'],
      ['/sepet', '/hesap/ayarlar?returnUrl=%2Fsepet'],
    ])
      expect([url, (await first.get(url)).status, location(await first.get(url))]).toEqual([url, 303, to]);
    const settings = await first.page('/hesap/ayarlar');
    expect(settings.status).toBe(200);
    // The form asks for the current password: the page says it is the one-time password.
    expect(settings.text).toContain('tek kullanımlık şifreyi Mevcut Şifre alanına yazın');
    const config = configOf(settings.text);
    expect(config.user).toEqual(
      expect.objectContaining({
        companyRole: 'satinalma',
        branches: [{ id: ids.umraniye, name: 'Ümraniye Şube' }],
      }),
    );
    refused(await first.get('/api/catalog/orders'), 403, MESSAGES.passwordFirst);
    refused(await first.get('/api/catalog/cart'), 403, MESSAGES.passwordFirst);
    refused(await first.get('/api/catalog/products?limit=1'), 403, MESSAGES.passwordFirst);
    const product = await productId(host, '90960002');
    refused(
      await first.post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } }),
      403,
      MESSAGES.passwordFirst,
    );
    // The password form's own rules still apply, and the one-time password is the current one it asks for.
    const form = (password: string, currentPassword = oneTimePassword) => ({
      multipart: { currentPassword, password, passwordVerify: password },
    });
    expect((await first.post('/api/catalog/account/settings', form('abc'))).status).toBe(400);
    const wrong = await first.post('/api/catalog/account/settings', form('ayse-sifresi', 'demo1234'));
    expect([wrong.status, errorType(wrong)]).toEqual([
      400,
      'Mevcut şifreniz hatalı. Lütfen kontrol edip tekrar deneyin.',
    ]);
    expect((await first.post('/api/catalog/account/settings', form('ayse-sifresi'))).status).toBe(200);
    expect((await first.get('/hesap/ayarlar')).text).not.toContain('tek kullanımlık');
    expect((await first.get('/api/catalog/orders')).status).toBe(200);
    expect((await first.get('/')).status).toBe(200);

    // The one-time password is spent; their own opens the store.
    expect((await new Client(host.url).login('bayi1.ayse', oneTimePassword)).status).toBe(401);
    const own = await new Client(host.url).login('bayi1.ayse', 'ayse-sifresi');
    expect([own.status, location(own)]).toEqual([303, '/']);
  });

  it('sends a new user to the password page with the page they asked for, offered once the password is set', async () => {
    const created = decode(
      companyUserCreatedAnswer,
      (
        await admin.post(USERS, {
          json: newUser({ username: 'bayi1.donus', email: 'donus@yildizelektrik.com.tr' }),
        })
      ).json,
    );
    const first = new Client(host.url);
    const form = await first.get('/account/login?returnUrl=%2Fteklif%2Fliste');
    const token = /name="_csrf" value="([^"]+)"/.exec(form.text)?.[1] ?? '';
    const login = await first.post('/account/login', {
      form: {
        username: 'bayi1.donus',
        password: created.oneTimePassword,
        _csrf: token,
        returnUrl: '/teklif/liste',
      },
    });
    expect([login.status, location(login)]).toEqual([303, '/hesap/ayarlar?returnUrl=%2Fteklif%2Fliste']);
    // A page asked for later becomes the return address, its query too (re-serialised as a URL).
    expect(location(await first.get("/hesap/siparisler?q=$&$1$'"))).toBe(
      `/hesap/ayarlar?returnUrl=${encodeURIComponent('/hesap/siparisler?q=$&$1$%27')}`,
    );

    const propsOf = async (query: string) => {
      const page = await first.page(`/hesap/ayarlar${query}`);
      expect(page.status).toBe(200);
      return placeholderProps(page.text, 'AccountSetting');
    };
    expect(await propsOf('?returnUrl=%2Fteklif%2Fliste')).toEqual({ returnUrl: '/teklif/liste' });
    expect(await propsOf(`?returnUrl=${encodeURIComponent('/ara?q=$&$1$`<script>')}`)).toEqual({
      returnUrl: '/ara?q=$&$1$`%3Cscript%3E',
    });
    // Nothing but a same-site path is offered: no props, the widget offers the home page.
    for (const hostile of [
      '//evil.example',
      'https://evil.example/x',
      '/\\evil.example',
      '/\t/evil.example',
      '/teklif\u0000',
      '/teklif\r\nSet-Cookie: x=1',
      '/account/login',
    ])
      expect([hostile, await propsOf(`?returnUrl=${encodeURIComponent(hostile)}`)]).toEqual([hostile, null]);
    expect(await propsOf('')).toBeNull();

    // Once the password is set, the page is an ordinary settings page: it offers no way back.
    const own = {
      multipart: {
        currentPassword: created.oneTimePassword,
        password: 'donus-sifre',
        passwordVerify: 'donus-sifre',
      },
    };
    expect((await first.post('/api/catalog/account/settings', own)).status).toBe(200);
    expect(await propsOf('?returnUrl=%2Fteklif%2Fliste')).toBeNull();
  });

  it('names the company’s own names plainly when they are taken', async () => {
    const before = await host.db.value('SELECT COUNT(*) FROM users');
    for (const username of ['bayi1.onay', 'BAYI1.ONAY', ' bayi1.satinalma '])
      refused(await admin.post(USERS, { json: newUser({ username }) }), 400, MESSAGES.taken);
    const buyer = await userOf(ids.buyer);
    refused(
      await admin.patch(`${USERS}/${ids.buyer}`, { json: { ...bodyOf(buyer), username: 'bayi1.onay' } }),
      400,
      MESSAGES.taken,
    );
    // Saving a user under their own name is no clash; the company's login keeps its name outside the prefix.
    expect((await admin.patch(`${USERS}/${ids.buyer}`, { json: bodyOf(buyer) })).status).toBe(200);
    const me = bodyOf(await userOf(ids.bayi1));
    expect(me.username).toBe('bayi1');
    expect((await admin.patch(`${USERS}/${ids.bayi1}`, { json: me })).status).toBe(200);
    expect(await host.db.value('SELECT COUNT(*) FROM users')).toBe(before);
  });

  it('never confirms another company’s usernames: names are given in the company’s namespace', async () => {
    const before = await host.db.value('SELECT COUNT(*) FROM users');
    expect((await list()).usernamePrefix).toBe('bayi1.');
    expect((await list(await loggedIn(host.url, 'bayi2'))).usernamePrefix).toBe('bayi2.');
    // A name outside 'bayi1.' is refused the same way whether anyone has it or not.
    const answers = new Set<string>();
    for (const username of ['bayi2', 'yonetici', 'bayi2.kimse', 'hic-kimse', 'bayi1', "$&$'$1", '<script>x'])
      for (const send of [
        () => admin.post(USERS, { json: newUser({ username }) }),
        async () =>
          admin.patch(`${USERS}/${ids.buyer}`, { json: { ...bodyOf(await userOf(ids.buyer)), username } }),
      ]) {
        const answer = await send();
        answers.add(JSON.stringify([answer.status, answer.json]));
      }
    expect([...answers]).toEqual([
      JSON.stringify([400, { error: { messages: { type: MESSAGES.invalid } } }]),
    ]);
    // A name in the namespace that someone outside the company holds (here a customer the store made)
    // is refused without saying it is taken.
    await host.db.run(
      "INSERT INTO users (username, password_hash, name, email, role) VALUES ('bayi1.eski', 'x', 'Eski Bayi', 'e@x.tr', 'customer')",
    );
    const held = await admin.post(USERS, { json: newUser({ username: 'bayi1.eski' }) });
    refused(held, 400, MESSAGES.unavailable);
    await admin.post('/api/catalog/settings', { json: { key: 'locale', value: 'en' } });
    const heldEn = await admin.post(USERS, { json: newUser({ username: 'bayi1.eski' }) });
    refused(heldEn, 400, 'This username cannot be used. Please choose another.');
    await admin.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } });
    expect(await host.db.value('SELECT COUNT(*) FROM users')).toBe(before + 1);
  });

  it('tells the page that a new user must set their password first, until they have', async () => {
    const created = decode(
      companyUserCreatedAnswer,
      (
        await admin.post(USERS, {
          json: newUser({ username: 'bayi1.yeni', name: "Yeni $& $` $' $1 <script>x</script>" }),
        })
      ).json,
    );
    const client = new Client(host.url);
    expect((await client.login(created.user.username, created.oneTimePassword)).status).toBe(303);
    const before = configOf((await client.page('/hesap/ayarlar')).text);
    expect((before.user as { mustSetPassword: boolean }).mustSetPassword).toBe(true);
    // The page chrome answers as on any page: the top bar, the cookie choice, the language.
    expect((await client.get('/api/catalog/top-header-info')).status).toBe(200);
    expect((await client.post('/api/catalog/cookies', { json: { allowCookies: true } })).status).toBe(200);
    expect(
      (await client.post('/api/catalog/settings', { json: { key: 'locale', value: 'tr' } })).status,
    ).toBe(200);
    // What the password guards is still refused.
    refused(await client.get('/api/catalog/orders'), 403, MESSAGES.passwordFirst);
    const own = {
      multipart: {
        currentPassword: created.oneTimePassword,
        password: 'kendi-sifrem',
        passwordVerify: 'kendi-sifrem',
      },
    };
    expect((await client.post('/api/catalog/account/settings', own)).status).toBe(200);
    const after = configOf((await client.page('/hesap/ayarlar')).text);
    expect((after.user as { mustSetPassword: boolean }).mustSetPassword).toBe(false);
    // A user who chose their own password long ago.
    const buyer = configOf((await (await loggedIn(host.url, 'bayi1.satinalma')).page('/hesap/ayarlar')).text);
    expect((buyer.user as { mustSetPassword: boolean }).mustSetPassword).toBe(false);
  });

  it('answers 404 for another company’s user whatever the body says', async () => {
    const other = await loggedIn(host.url, 'bayi2');
    const buyer = bodyOf(await userOf(ids.buyer));
    for (const username of [buyer.username, 'bayi2.mert', 'bayi2'])
      refused(
        await other.patch(`${USERS}/${ids.buyer}`, { json: { ...buyer, username } }),
        404,
        MESSAGES.notFound,
      );
  });

  it('refuses invalid fields with 400, saving nothing', async () => {
    const before = await host.db.value('SELECT COUNT(*) FROM company_users');
    // The form's rules: one message, the widget marks the fields itself.
    for (const over of [
      { name: '   ' },
      { username: 'bayi1.a b' },
      { username: 'bayi1.ab' },
      { username: 'bayi1.ayşe' },
      { email: 'e-posta-degil' },
      { phone: '12' },
      { orderLimit: 10.005 },
    ] as Partial<CompanyUserRequest>[])
      refused(
        await admin.post(USERS, { json: newUser({ username: 'bayi1.yeni', ...over }) }),
        400,
        MESSAGES.invalid,
      );
    // Types and required fields: the field is named.
    const named = async (body: unknown, field: string) =>
      refused(await admin.post(USERS, { json: body }), 400, `Geçersiz değer: ${field}.`);
    await named({ ...newUser({ username: 'bayi1.yeni' }), role: 'patron' }, 'role');
    await named({ ...newUser({ username: 'bayi1.yeni' }), orderLimit: -1 }, 'orderLimit');
    const { email: _email, ...withoutEmail } = newUser({ username: 'bayi1.yeni' });
    await named(withoutEmail, 'email');
    expect(
      (await admin.post(USERS, { json: { ...newUser({ username: 'bayi1.yeni' }), admin: true } })).status,
    ).toBe(400);
    // A save is judged the same way.
    const buyer = bodyOf(await userOf(ids.buyer));
    refused(
      await admin.patch(`${USERS}/${ids.buyer}`, { json: { ...buyer, email: 'x' } }),
      400,
      MESSAGES.invalid,
    );
    expect(await host.db.value('SELECT COUNT(*) FROM company_users')).toBe(before);
    expect((await userOf(ids.buyer)).email).toBe('mert.demir@yildizelektrik.com.tr');
  });

  it('keeps the last active Yönetici, and nobody deactivates themselves', async () => {
    const me = bodyOf(await userOf(ids.bayi1));
    refused(
      await admin.patch(`${USERS}/${ids.bayi1}`, { json: { ...me, role: 'satinalma' } }),
      400,
      MESSAGES.lastAdmin,
    );
    refused(await admin.post(`${USERS}/${ids.bayi1}/deactivate`), 400, MESSAGES.self);

    // A second Yönetici: while both are active, either may change the other; nobody deactivates themselves.
    const { user: partner, client: second } = await addUser({
      name: 'Selin Ortak',
      username: 'bayi1.ortak',
      email: 'selin@yildizelektrik.com.tr',
      role: 'yonetici',
      orderLimit: null,
      monthlyLimit: null,
    });
    refused(await second.post(`${USERS}/${partner.id}/deactivate`), 400, MESSAGES.self);
    // Deactivated, the partner is no Yönetici to count: bayi1 is the last active one again.
    expect(
      decode(companyUserSavedAnswer, (await admin.post(`${USERS}/${partner.id}/deactivate`)).json).user
        .active,
    ).toBe(false);
    refused(
      await admin.patch(`${USERS}/${ids.bayi1}`, { json: { ...me, role: 'satinalma' } }),
      400,
      MESSAGES.lastAdmin,
    );
    expect((await admin.post(`${USERS}/${partner.id}/reactivate`)).status).toBe(200);
    // Their sessions ended with the deactivation: they log in again.
    refused(await second.get(USERS), 401, MESSAGES.loginRequired);
    const partnerClient = new Client(host.url);
    expect((await partnerClient.login('bayi1.ortak', 'kendi-sifrem')).status).toBe(303);

    // Now the partner may demote bayi1, whose next request has the new role at once.
    const demoted = await partnerClient.patch(`${USERS}/${ids.bayi1}`, {
      json: { ...me, role: 'onaylayici' },
    });
    expect(decode(companyUserSavedAnswer, demoted.json).user.role).toBe('onaylayici');
    refused(await admin.get(USERS), 403, MESSAGES.role);
    expect((await partnerClient.patch(`${USERS}/${ids.bayi1}`, { json: me })).status).toBe(200);
    expect((await admin.get(USERS)).status).toBe(200);
    // And then the last active Yönetici is the partner's to keep too.
    const partnerBody = bodyOf(await userOf(partner.id));
    expect((await admin.post(`${USERS}/${partner.id}/deactivate`)).status).toBe(200);
    expect(
      (await admin.patch(`${USERS}/${partner.id}`, { json: { ...partnerBody, role: 'izleyici' } })).status,
    ).toBe(200);
    expect(
      await host.db.value(
        "SELECT COUNT(*) FROM company_users WHERE company_id = ? AND role = 'yonetici' AND active = 1",
        ids.bayi1,
      ),
    ).toBe(1);
  });

  it('keeps “no limit” as none, and a 0 TL limit as a limit', async () => {
    const buyer = bodyOf(await userOf(ids.buyer));
    const client = await loggedIn(host.url, 'bayi1.satinalma');
    const limitsNow = async () =>
      (configOf((await client.page('/')).text).user as { limits: unknown }).limits;
    const product = await productId(host, '90960002');
    const orderOne = async () => {
      await client.delete('/api/catalog/cart');
      await client.post(`/api/catalog/cart/${product}`, { form: { quantity: 1 } });
      return (await client.post('/api/catalog/cart', { form: { description: '', advencePrice: '' } }))
        .json as {
        status: string;
      };
    };
    try {
      const none = await admin.patch(`${USERS}/${ids.buyer}`, {
        json: { ...buyer, orderLimit: null, monthlyLimit: null },
      });
      expect(decode(companyUserSavedAnswer, none.json).user).toEqual(
        expect.objectContaining({ orderLimit: null, monthlyLimit: null }),
      );
      expect(
        await host.db.get(
          'SELECT order_limit, monthly_limit FROM company_users WHERE user_id = ?',
          ids.buyer,
        ),
      ).toEqual({ order_limit: null, monthly_limit: null });
      expect(await limitsNow()).toBeNull();
      expect((await orderOne()).status).toBe('placed');

      const zero = await admin.patch(`${USERS}/${ids.buyer}`, { json: { ...buyer, orderLimit: 0 } });
      expect(decode(companyUserSavedAnswer, zero.json).user.orderLimit).toBe(0);
      expect(await limitsNow()).toEqual({ orderLimit: 0, monthlyLimit: null, monthlyUsed: 0 });
      expect((await orderOne()).status).toBe('waiting');
    } finally {
      expect((await admin.patch(`${USERS}/${ids.buyer}`, { json: buyer })).status).toBe(200);
    }
    expect((await userOf(ids.buyer)).orderLimit).toBe(10000);
  });

  it('grants only the company’s own branches', async () => {
    const foreign = await host.db.value<number>(
      "INSERT INTO branches (user_id, name) VALUES ((SELECT id FROM users WHERE username = 'bayi4'), 'Trabzon Şube') RETURNING id",
    );
    refused(
      await admin.post(USERS, { json: newUser({ username: 'bayi1.subeci', branchIds: [foreign] }) }),
      400,
      MESSAGES.branch,
    );
    refused(
      await admin.post(USERS, { json: newUser({ username: 'bayi1.subeci', branchIds: [999999] }) }),
      400,
      MESSAGES.branch,
    );
    expect(await host.db.value("SELECT COUNT(*) FROM users WHERE username = 'bayi1.subeci'")).toBe(0);
    const buyer = bodyOf(await userOf(ids.buyer));
    refused(
      await admin.patch(`${USERS}/${ids.buyer}`, { json: { ...buyer, branchIds: [ids.umraniye, foreign] } }),
      400,
      MESSAGES.branch,
    );
    expect((await userOf(ids.buyer)).branchIds).toEqual([ids.kadikoy]);

    // The buyer orders for the branches granted: their config block and the branch setting follow them.
    const client = await loggedIn(host.url, 'bayi1.satinalma');
    expect((configOf((await client.page('/')).text).user as { branches: unknown }).branches).toEqual([
      { id: ids.kadikoy, name: 'Kadıköy Şube' },
    ]);
    const choose = (branch: number) =>
      client.post('/api/catalog/settings', { json: { key: 'branch', value: branch } });
    refused(await choose(ids.umraniye), 400, MESSAGES.branch);
    expect((await choose(ids.kadikoy)).status).toBe(200);
    const both = await admin.patch(`${USERS}/${ids.buyer}`, {
      json: { ...buyer, branchIds: [ids.umraniye, ids.kadikoy, ids.umraniye] },
    });
    expect(decode(companyUserSavedAnswer, both.json).user.branchIds).toEqual([ids.kadikoy, ids.umraniye]);
    expect((await choose(ids.umraniye)).status).toBe(200);
    expect((await admin.patch(`${USERS}/${ids.buyer}`, { json: buyer })).status).toBe(200);
    expect((await userOf(ids.buyer)).branchIds).toEqual([ids.kadikoy]);
  });

  it('answers another company’s user, or one of no company, as not found', async () => {
    const other = await loggedIn(host.url, 'bayi2');
    const buyer = bodyOf(await userOf(ids.buyer));
    refused(await other.patch(`${USERS}/${ids.buyer}`, { json: buyer }), 404, MESSAGES.notFound);
    refused(await other.post(`${USERS}/${ids.buyer}/deactivate`), 404, MESSAGES.notFound);
    refused(await other.post(`${USERS}/${ids.buyer}/reactivate`), 404, MESSAGES.notFound);
    const bayi2 = await host.db.value<number>("SELECT id FROM users WHERE username = 'bayi2'");
    const storeAdmin = await host.db.value<number>("SELECT id FROM users WHERE username = 'yonetici'");
    for (const id of [bayi2, storeAdmin, 999999]) {
      refused(
        await admin.patch(`${USERS}/${id}`, { json: newUser({ username: 'bayi1.baska' }) }),
        404,
        MESSAGES.notFound,
      );
      refused(await admin.post(`${USERS}/${id}/deactivate`), 404, MESSAGES.notFound);
    }
    expect(await host.db.get('SELECT role, active FROM company_users WHERE user_id = ?', ids.buyer)).toEqual({
      role: 'satinalma',
      active: 1,
    });
    expect(await host.db.value('SELECT active FROM company_users WHERE user_id = ?', bayi2)).toBe(1);
  });
});

describe('deactivating a user', () => {
  it('ends their sessions on every device, refuses their login, and reactivation lets them in', async () => {
    const phone = await loggedIn(host.url, 'bayi1.satinalma');
    const laptop = await loggedIn(host.url, 'bayi1.satinalma');
    expect((await phone.get('/api/catalog/orders')).status).toBe(200);
    expect((await laptop.get('/hesap/siparisler')).status).toBe(200);

    const off = await admin.post(`${USERS}/${ids.buyer}/deactivate`);
    expect(off.status).toBe(200);
    expect(off.headers.get('cache-control')).toBe('no-store');
    expect(decode(companyUserSavedAnswer, off.json).user).toEqual(
      expect.objectContaining({ id: ids.buyer, active: false }),
    );
    expect(await host.db.value('SELECT COUNT(*) FROM sessions WHERE user_id = ?', ids.buyer)).toBe(0);

    refused(await phone.get('/api/catalog/orders'), 401, MESSAGES.loginRequired);
    const page = await laptop.get('/hesap/siparisler');
    expect([page.status, location(page)]).toEqual([303, '/account/login?returnUrl=%2Fhesap%2Fsiparisler']);
    // Their cart is a visitor's again: empty, and adding asks for a login.
    expect((await phone.get('/api/catalog/cart')).json).toEqual([]);

    const again = await new Client(host.url).login('bayi1.satinalma');
    expect(again.status).toBe(403);
    expect(again.text).toContain(MESSAGES.deactivated);
    expect((await new Client(host.url).login('bayi1.satinalma', 'yanlis-sifre')).status).toBe(401);
    expect((await list()).users.find((u) => u.id === ids.buyer)!.active).toBe(false);

    const on = await admin.post(`${USERS}/${ids.buyer}/reactivate`);
    expect(decode(companyUserSavedAnswer, on.json).user.active).toBe(true);
    const back = await new Client(host.url).login('bayi1.satinalma');
    expect([back.status, location(back)]).toEqual([303, '/']);
    expect((await (await loggedIn(host.url, 'bayi1.satinalma')).get('/api/catalog/orders')).status).toBe(200);
  });
});
