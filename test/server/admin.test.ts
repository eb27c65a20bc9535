import WebSocket from 'ws';
import { decode } from '../../src/contract/decode';
import {
  customerCartsAnswer,
  searchQueriesAnswer,
  topQueriesAnswer,
  updateOnlineUsersDecoder,
} from '../../src/contract/admin';
import { Client, errorType, loggedIn, startHost, type TestHost } from './helpers';

let host: TestHost;
let admin: Client;
beforeAll(async () => {
  host = await startHost();
  admin = await loggedIn(host.url, 'yonetici');
});
afterAll(() => host.stop());

describe('/yonetim data calls', () => {
  it('answers the search dashboard', async () => {
    const answer = decode(topQueriesAnswer, (await admin.get('/yonetim/top-queries')).json);
    expect(answer.topQueries.length).toBeGreaterThan(3);
    expect(answer.topQueries[0]!.count).toBeGreaterThanOrEqual(answer.topQueries[1]!.count);
    expect(answer.topQueries[0]!.detail.reduce((s, d) => s + d.totalCount, 0)).toBe(
      answer.topQueries[0]!.count,
    );
    expect(answer.topUsers.length).toBeGreaterThan(2);
    expect(answer.lastQueries[0]!.formattedCreatedAt).toMatch(/^\d{2}\.\d{2}\.\d{4} \d{2}:\d{2}$/);
  });

  it('searches by word and by user, and rejects a blank term', async () => {
    const word = decode(
      searchQueriesAnswer,
      (await admin.get('/yonetim/search_queries?query=priz&type=kelime')).json,
    );
    expect(word.success).toBe(true);
    expect(word.searchResult.every((r) => r.query.includes('priz'))).toBe(true);
    const user = decode(
      searchQueriesAnswer,
      (
        await admin.get(
          `/yonetim/search_queries?query=${encodeURIComponent('yıldız')}&type=${encodeURIComponent('kullanıcı')}`,
        )
      ).json,
    );
    expect(user.searchResult.length).toBeGreaterThan(0);
    expect(user.searchResult.every((r) => r.name.startsWith('Yıldız'))).toBe(true);
    const blank = await admin.get('/yonetim/search_queries?query=%20&type=kelime');
    expect(errorType(blank)).toBe('Lütfen bir arama terimi girin.');
    // The document refuses an empty or missing term; the answer still says what to do.
    for (const query of ['?query=&type=kelime', '?type=kelime']) {
      const empty = await admin.get(`/yonetim/search_queries${query}`);
      expect([empty.status, errorType(empty)]).toEqual([400, 'Lütfen bir arama terimi girin.']);
    }
    expect((await admin.get('/yonetim/search_queries?query=a&type=other')).status).toBe(400);
  });

  it('lists customer carts with product links', async () => {
    const carts = decode(customerCartsAnswer, (await admin.get('/yonetim/carts')).json);
    expect(carts.map((c) => c.userName)).toContain('Yıldız Elektrik Taahhüt Ltd. Şti.');
    expect(carts[0]!.items[0]!.link).toMatch(/^\/[a-z0-9-]+-p-\d+$/);
  });

  it('is admin only: anonymous 401, customers 403', async () => {
    for (const url of [
      '/yonetim/top-queries',
      '/yonetim/search_queries?query=a&type=kelime',
      '/yonetim/carts',
    ]) {
      expect((await new Client(host.url).get(url)).status).toBe(401);
      const customer = await loggedIn(host.url, 'bayi2');
      const answer = await customer.get(url);
      expect(answer.status).toBe(403);
      expect(errorType(answer)).toEqual(expect.any(String));
    }
  });
});

describe('online users socket', () => {
  const socketUrl = () => `${host.url.replace('http', 'ws')}/ws`;
  const cookieOf = (client: Client) => [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');

  it('answers checkOnlineUsers with updateOnlineUsers, the recently seen users first', async () => {
    await loggedIn(host.url, 'bayi3');
    const socket = new WebSocket(socketUrl(), { headers: { cookie: cookieOf(admin), origin: host.url } });
    const message = await new Promise<unknown>((resolve, reject) => {
      socket.on('open', () => socket.send(JSON.stringify({ type: 'checkOnlineUsers', domain: '127.0.0.1' })));
      socket.on('message', (data) => resolve(JSON.parse(String(data))));
      socket.on('error', reject);
    });
    socket.close();
    const update = decode(updateOnlineUsersDecoder, message);
    const bayi3 = update.onlineUsers.find((u) => u.name === 'Ege Aydınlatma San. ve Tic. A.Ş.');
    expect(bayi3?.status).toBe('online');
    expect(update.onlineUsers.some((u) => u.status !== 'online')).toBe(true);
  });

  it('closes the socket for visitors and for other origins', async () => {
    const visitor = new Client(host.url);
    await visitor.page('/');
    const anonymous = new WebSocket(socketUrl(), {
      headers: { cookie: cookieOf(visitor), origin: host.url },
    });
    expect(await new Promise<number>((resolve) => anonymous.on('close', (c) => resolve(c)))).toBe(1008);
    const foreign = new WebSocket(socketUrl(), {
      headers: { cookie: cookieOf(admin), origin: 'http://evil.example' },
    });
    const code = await new Promise<number>((resolve) => foreign.on('close', (c) => resolve(c)));
    expect(code).toBe(1008);
  });

  it('tells a customer only the decisions on their own orders, never the online users', async () => {
    const customer = await loggedIn(host.url, 'bayi2');
    const socket = new WebSocket(socketUrl(), { headers: { cookie: cookieOf(customer), origin: host.url } });
    const messages: unknown[] = [];
    await new Promise<void>((resolve, reject) => {
      socket.on('open', () => {
        socket.send(JSON.stringify({ type: 'checkOnlineUsers', domain: '127.0.0.1' }));
        socket.send(JSON.stringify({ type: 'checkNotices' }));
      });
      socket.on('message', (data) => {
        messages.push(JSON.parse(String(data)));
        resolve();
      });
      socket.on('error', reject);
    });
    socket.close();
    // The answers come in order: the online users request got none, the notices one did.
    expect(messages).toEqual([{ type: 'orderNotices', notices: [] }]);
  });
});
