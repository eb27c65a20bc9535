/**
 * The document states a company user's rules that do not depend on the company (CompanyUserRequest:
 * a name, one e-mail, a phone of 7–15 digits, limits in kuruş) which the form and the host judge with
 * src/domain/company/companyUser: both give the same verdict on every value of the table. The
 * username's namespace is the company's own and stays with the domain.
 */
import { companyUserErrors, type CompanyUserInput } from '../../../src/domain/company/companyUser';
import { createValidator, loadDocument } from './openApiDocument';

const schema = createValidator(loadDocument()).schema('CompanyUserRequest');
const valid: CompanyUserInput = {
  name: 'Ayşe Kaya',
  username: 'bayi1.ayse',
  email: 'ayse.kaya@yildizelektrik.com.tr',
  phone: '0532 444 12 12',
  role: 'satinalma',
  orderLimit: 7500,
  monthlyLimit: null,
  branchIds: [],
};
const naming = { prefix: 'bayi1.', current: null };
/** What the host judges: the texts trimmed (services/companyUsers). */
const trimmed = (user: CompanyUserInput): CompanyUserInput => ({
  ...user,
  name: user.name.trim(),
  email: user.email.trim(),
  phone: user.phone.trim(),
});

it.each<Partial<CompanyUserInput>>([
  {},
  { name: '' },
  { name: '   ' },
  { name: "  $& $` $' $1 <script>  " },
  { email: '' },
  { email: ' ayse@example.com ' },
  { email: 'Ayşe <ayse@example.com>' },
  { email: 'ayse@example.com\r\nBcc: herkes@example.com' },
  { email: `${'a'.repeat(65)}@example.com` },
  { phone: '' },
  { phone: '0555' },
  { phone: '0532 444 12 1' },
  { phone: '1234567890123456' },
  { phone: '+90 (532) 444-12-12' },
  { phone: 'ara beni' },
  { orderLimit: 0 },
  { orderLimit: 2500.5 },
  { orderLimit: 2500.55 },
  { orderLimit: 2500.555 },
  { monthlyLimit: 0.1 + 0.2 },
  { monthlyLimit: 0.3 },
  { monthlyLimit: 140153847759.52 },
  { monthlyLimit: 140153847759.525 },
  { monthlyLimit: -1 },
])('judges %j as the domain rule does', (change) => {
  const user = { ...valid, ...change };
  const byDomain = Object.keys(companyUserErrors(trimmed(user), naming)).length === 0;
  expect(schema(user)).toBe(byDomain);
});
