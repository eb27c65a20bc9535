import { screen } from '@testing-library/react';
import { en } from '../../src/i18n/en';
import { registerLabelTable } from '../../src/i18n/translate';
import { CustomCode } from '../../src/widgets/ProductDetail/CustomCode';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

describe('CustomCode title', () => {
  beforeAll(() => registerLabelTable('en', en));

  it.each([
    ['tr', 'Özel Kod', 'Özel Kod: ÖK-77'],
    ['en', 'Özel Kod', 'Custom Code: ÖK-77'], // the spec's default is a label
    ['en', 'Üretici Kodu', 'Üretici Kodu: ÖK-77'], // a title the store set is shown as set
  ] as const)('in %s with the title %p reads %p', (locale, title, text) => {
    renderWidget(<CustomCode line={{ title, value: 'ÖK-77' }} />, createTestStore(testConfig({ locale })));
    expect(screen.getByText(/ÖK-77/).parentElement!.textContent).toBe(text);
  });
});
