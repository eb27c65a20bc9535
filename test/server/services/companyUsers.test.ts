/**
 * The company users' service called directly, without a host: its refusals are the service's own
 * (domain/refusal), of the kind the error handler turns into the answer's status, and a refused
 * change leaves the users as they were.
 */
import type { Db } from '../../../server/db/handle';
import { openDatabase } from '../../../server/store/open';
import { ServiceError, type RefusalKind } from '../../../server/domain/refusal';
import { MSG } from '../../../server/messages';
import { findCompanyUser } from '../../../server/repo/companyUsers';
import { setCompanyUserActive, updateCompanyUser } from '../../../server/services/companyUsers';
import { newStore, type HostStore } from '../helpers';

let store: HostStore;
let db: Db;
const ids: Record<'bayi1' | 'bayi2', number> = { bayi1: 0, bayi2: 0 };

beforeAll(async () => {
  store = await newStore();
  ({ db } = await openDatabase(store));
  for (const username of ['bayi1', 'bayi2'] as const)
    ids[username] = (
      await db.selectFrom('users').select('id').where('username', '=', username).executeTakeFirstOrThrow()
    ).id;
});
afterAll(async () => {
  await db?.destroy();
  await store?.remove();
});

/** What `work` was refused with: a ServiceError's kind and message. */
async function refusal(work: Promise<unknown>): Promise<{ kind: RefusalKind; message: string }> {
  const error: unknown = await work.then(
    () => new Error('not refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ServiceError);
  const { kind, message } = error as ServiceError;
  return { kind, message };
}

describe('the company users service', () => {
  const yonetici = () => ({ companyId: ids.bayi1, userId: ids.bayi1 });

  it('refuses the Yönetici deactivating themselves as invalid, and they stay active', async () => {
    expect(await refusal(setCompanyUserActive(db, yonetici(), ids.bayi1, false))).toEqual({
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
    expect(await refusal(updateCompanyUser(db, yonetici(), ids.bayi2, body))).toEqual({
      kind: 'notFound',
      message: MSG.companyUserNotFound,
    });
  });
});
