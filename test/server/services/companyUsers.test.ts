/**
 * The company users' service called directly, without a host: its refusals are the service's own
 * (domain/refusal), of the kind the error handler turns into the answer's status, and a refused
 * change leaves the users as they were.
 */
import type { Db } from '../../../server/db/handle';
import { MSG } from '../../../server/messages';
import { findCompanyUser } from '../../../server/repo/companyUsers';
import { setCompanyUserActive, updateCompanyUser } from '../../../server/services/companyUsers';
import { openServiceStore, refusalOf, type ServiceStore } from './serviceStore';

let opened: ServiceStore;
let db: Db;
const ids: Record<'bayi1' | 'bayi2', number> = { bayi1: 0, bayi2: 0 };

beforeAll(async () => {
  opened = await openServiceStore();
  ({ db } = opened);
  for (const username of ['bayi1', 'bayi2'] as const)
    ids[username] = (
      await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    ).id;
});
afterAll(() => opened?.close());

describe('the company users service', () => {
  const yonetici = () => ({ companyId: ids.bayi1, userId: ids.bayi1 });

  it('refuses the Yönetici deactivating themselves as invalid, and they stay active', async () => {
    expect(await refusalOf(setCompanyUserActive(db, yonetici(), ids.bayi1, false))).toEqual({
      kind: 'invalid',
      message: MSG.selfDeactivate,
    });
    expect((await findCompanyUser(db, ids.bayi1, ids.bayi1, ids.bayi1))?.active).toBe(true);
  });

  it("answers another company's user as not found, before judging the body", async () => {
    const body = {
      name: '',
      username: '',
      email: '',
      phone: '',
      role: 'satinalma' as const,
      orderLimit: null,
      monthlyLimit: null,
      branchIds: [],
    };
    expect(await refusalOf(updateCompanyUser(db, yonetici(), ids.bayi2, body))).toEqual({
      kind: 'notFound',
      message: MSG.companyUserNotFound,
    });
  });
});
