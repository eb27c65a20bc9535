/**
 * Sales representatives: the --user Yönetici reads the company's consent and saves it as it was; the
 * --representative reads their book, starts acting for a consenting customer of it and stops.
 */
import { companyRole, isRecord, type Check } from '../context';

export const consentAndBook: Check = async (ctx) => {
  const { suite, customer } = ctx;
  if (companyRole(ctx.config) !== 'yonetici') {
    for (const name of ['representativeConsent', 'representativeConsentSave'] as const)
      suite.skipCall(name, "--user is not its company's Yönetici: it gives no consent");
  } else {
    const read = await suite.call(customer, 'representativeConsent');
    if (isRecord(read.json)) {
      const { mayOrder, orderLimit } = read.json;
      // Saved back as it was read: the account is left as found.
      await suite.call(customer, 'representativeConsentSave', { body: { json: { mayOrder, orderLimit } } });
    }
  }
  const representative = ctx.representative;
  if (!representative) {
    for (const name of ['representativeBook', 'actingStart', 'actingStop'] as const)
      suite.skipCall(name, 'no --representative account given');
    return;
  }
  const book = await suite.call(representative, 'representativeBook');
  const customers = isRecord(book.json) && Array.isArray(book.json.customers) ? book.json.customers : [];
  const consenting = customers.find((c) => isRecord(c) && c.consent === true) as
    { companyId: number } | undefined;
  if (!consenting) {
    suite.skipCall('actingStart', "no customer of the representative's book consents");
  } else
    await suite.call(representative, 'actingStart', { body: { json: { companyId: consenting.companyId } } });
  await suite.call(representative, 'actingStop');
};
