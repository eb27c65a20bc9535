import { productAttributesOf } from '../../../src/domain/catalog/productAttributes';

describe('the attributes a product name says', () => {
  it.each([
    ['Schneider Electric Easy9 C16 3P 4,5kA Otomatik Sigorta', { poles: '3P', rating: '16A' }],
    ['ABB S201-B10 1P 6kA Otomatik Sigorta', { poles: '1P', rating: '10A' }],
    [
      'Siemens 5SV3 4P 40A 30mA Kaçak Akım Koruma Rölesi',
      { poles: '4P', rating: '40A', sensitivity: '30mA' },
    ],
    ['Sigorta 1P+N 20 A', { poles: '1P+N', rating: '20A' }],
    [
      'Philips Essential LEDbulb 9W E27 Beyaz Işık 6500K',
      { wattage: '9W', base: 'E27', colourTemperature: '6500K', colour: 'beyaz' },
    ],
    [
      'Osram LED Value Classic B40 E14 4,9W 2700K',
      { wattage: '4.9W', base: 'E14', colourTemperature: '2700K' },
    ],
    [
      'Osram LED Floodlight Projektör 50W 4000K IP65',
      { wattage: '50W', colourTemperature: '4000K', ip: 'IP65' },
    ],
    ['Legrand Niloé Topraklı Priz Antrasit', { colour: 'antrasit' }],
    ['Viko Karre İkili Çerçeve Krem', { colour: 'krem' }],
    ['Earthed Socket White', { colour: 'beyaz' }],
    ['Hes NYM (NVV-U) 3x2,5 mm² Kablo', {}],
    ['Mutlusan Sıva Üstü Buat 100x100 IP 54', { ip: 'IP54' }],
    ['', {}],
    ["$& $` $' $1 <script>alert(1)</script>\u0000\nB16 Sigorta", { rating: '16A' }],
  ])('%j', (name, attributes) => {
    expect(productAttributesOf(name)).toEqual(attributes);
  });
});
