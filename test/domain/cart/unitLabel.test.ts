import { unitLabel } from '../../../src/domain/cart/units';

describe('unitLabel', () => {
  it('shows the host’s label when it gave one', () => {
    expect(unitLabel({ value: 'PAKET', label: 'PACK' })).toBe('PACK');
  });
  it('falls back to the stored name for hosts that send no label, or an empty one', () => {
    expect(unitLabel({ value: 'KOLİ' })).toBe('KOLİ');
    expect(unitLabel({ value: 'KOLİ', label: '' })).toBe('KOLİ');
  });
});
