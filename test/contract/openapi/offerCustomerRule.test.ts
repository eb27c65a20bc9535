/**
 * The document states the offer customer's rules (OfferCustomer: patterns, lengths) that the modal and
 * the host judge with src/domain/history/offerCustomer: both give the same verdict on every value of the table.
 */
import { validateCustomer, type OfferCustomerFields } from '../../../src/domain/history/offerCustomer';
import { createValidator, loadDocument } from './openApiDocument';

const schema = createValidator(loadDocument()).schema('OfferCustomer');
const valid: OfferCustomerFields = {
  customerName: 'Ali Veli',
  customerCompanyName: 'Veli Yapı',
  customerEmail: 'ali@example.com',
  customerPhone: '0555 123 45 67',
};

const CASES: Partial<OfferCustomerFields>[] = [
  {},
  { customerCompanyName: '', customerEmail: '', customerPhone: '' },
  { customerName: '  Ali  ', customerEmail: ' ali@example.com ', customerPhone: ' 0555 123 45 67 ' },
  { customerName: "$& $` $' $1 <script>alert(1)</script>" },
  { customerCompanyName: '"Yıldız" Elektrik, Kadıköy & Co.' },
  { customerEmail: "o'brien+teklif@şirket.com.tr" },
  { customerEmail: `${'a'.repeat(64)}@example.com` },
  { customerName: '' },
  { customerName: '   ' },
  { customerName: 'Ali\r\nBcc: herkes@example.com' },
  { customerName: 'Ali\n' },
  { customerName: 'Ali\u0000' },
  { customerCompanyName: 'Veli\u2028Yapı' },
  { customerCompanyName: 'Veli\tYapı' },
  { customerEmail: 'Ali <ali@example.com>' },
  { customerEmail: 'ali@example.com,veli@example.com' },
  { customerEmail: 'ali@example.com\r\nBcc: herkes@example.com' },
  { customerEmail: '\n' },
  { customerEmail: 'ali@example' },
  { customerEmail: 'ali..veli@example.com' },
  { customerEmail: `${'a'.repeat(65)}@example.com` },
  { customerPhone: '0555\n123 45 67' },
  { customerPhone: 'ara beni' },
  { customerName: 'x'.repeat(101) },
  { customerPhone: '0555' },
  { customerPhone: '055 512 3' },
  { customerPhone: '0555 123 4' },
  { customerPhone: '+90 (555) 123-45-67' },
  { customerPhone: '1234567890123456' },
  { customerPhone: '123456789012345' },
  { customerPhone: ' - ' },
];

describe('OfferCustomer in contract/openapi.yaml', () => {
  it.each(CASES)('judges %j as the domain rule does', (change) => {
    const customer = { ...valid, ...change };
    const byDomain = Object.keys(validateCustomer(customer)).length === 0;
    expect(schema(customer)).toBe(byDomain);
  });
});
