import { attributeValueOf, productAttributesWith } from '../../../src/domain/catalog/attributeValue';
import { ATTRIBUTE_KEYS, type AttributeKey } from '../../../src/domain/catalog/productAttributes';

describe('an attribute as a column gives it, read into the key a name gives', () => {
  it.each<[AttributeKey, string, string | undefined]>([
    ['poles', '3', '3P'],
    ['poles', '3P', '3P'],
    ['poles', ' 3 p ', '3P'],
    ['poles', '1P+N', '1P+N'],
    ['poles', '1p + n', '1P+N'],
    ['poles', '5', undefined],
    ['poles', '3P 16A', undefined],
    ['rating', '16', '16A'],
    ['rating', '16 A', '16A'],
    ['rating', '16A', '16A'],
    ['rating', '16a', '16A'],
    ['rating', '16\u00a0A', '16A'],
    ['rating', '16  A', '16A'],
    ['rating', '1000', undefined],
    ['rating', '16 mA', undefined],
    ['rating', 'C16', undefined],
    ['rating', '16,5', undefined],
    ['rating', 'on altı', undefined],
    ['sensitivity', '30', '30mA'],
    ['sensitivity', '30 mA', '30mA'],
    ['sensitivity', '30MA', '30mA'],
    ['sensitivity', '30 A', undefined],
    ['wattage', '9', '9W'],
    ['wattage', '4,5', '4.5W'],
    ['wattage', '4.5 W', '4.5W'],
    ['wattage', '50w', '50W'],
    ['wattage', '9 kW', undefined],
    ['base', 'E27', 'E27'],
    ['base', 'e14', 'E14'],
    ['base', 'GU5.3', 'GU5.3'],
    ['base', 'gu5,3', undefined],
    ['base', '27', undefined],
    ['base', 'E28', undefined],
    ['ip', '65', 'IP65'],
    ['ip', 'IP65', 'IP65'],
    ['ip', 'ip 44', 'IP44'],
    ['ip', '6', undefined],
    ['ip', 'IP', undefined],
    ['colourTemperature', '4000', '4000K'],
    ['colourTemperature', '4000 K', '4000K'],
    ['colourTemperature', '6500k', '6500K'],
    ['colourTemperature', '400', undefined],
    ['colour', 'Beyaz', 'beyaz'],
    ['colour', 'BEYAZ', 'beyaz'],
    ['colour', 'White', 'beyaz'],
    ['colour', 'gray', 'gri'],
    ['colour', 'Grey', 'gri'],
    ['colour', 'Antrasit', 'antrasit'],
    ['colour', 'anthracite', 'antrasit'],
    ['colour', 'Kırmızı', undefined],
    ['colour', 'Beyaz Krem', undefined],
    ['colour', 'beyaz\ngri', undefined],
  ])('%s %j → %j', (key, typed, value) => {
    expect(attributeValueOf(key, typed)).toBe(value);
  });

  it('refuses hostile text in every attribute', () => {
    const hostile = [
      '',
      '   ',
      '$&',
      '$`',
      "$'",
      '$1',
      '16\u0000A',
      '16\nA',
      '16\r\nA',
      '<script>16A</script>',
    ];
    for (const key of ATTRIBUTE_KEYS)
      for (const typed of hostile)
        expect([key, typed, attributeValueOf(key, typed)]).toEqual([key, typed, undefined]);
  });

  it('takes what the data gives before what the name says', () => {
    expect(productAttributesWith('Sigorta 1P 16A Beyaz', { rating: '20A', ip: 'IP65' })).toEqual({
      poles: '1P',
      rating: '20A',
      ip: 'IP65',
      colour: 'beyaz',
    });
    expect(productAttributesWith("$& $` $' $1 <script>", {})).toEqual({});
  });
});
