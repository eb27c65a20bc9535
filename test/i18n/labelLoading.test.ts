/** @jest-environment node */
import type * as MoreLabelsModule from '../../src/i18n/moreLabels';
import type * as TranslateModule from '../../src/i18n/translate';

type Labels = typeof TranslateModule & typeof MoreLabelsModule;

/** A fresh label store (none loaded), optionally with the other areas' Turkish chunk failing once. */
function freshLabels(failMoreOnce = false): Labels {
  let module!: Labels;
  let failed = false;
  jest.isolateModules(() => {
    if (failMoreOnce)
      jest.doMock('../../src/i18n/trMore', () => {
        if (!failed) {
          failed = true;
          throw Object.assign(new Error('Loading chunk labels-tr-more failed.'), { name: 'ChunkLoadError' });
        }
        return jest.requireActual('../../src/i18n/trMore');
      });
    /* eslint-disable @typescript-eslint/no-require-imports */
    module = { ...require('../../src/i18n/translate'), ...require('../../src/i18n/moreLabels') };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return module;
}

afterEach(() => jest.dontMock('../../src/i18n/trMore'));

describe('the label parts as the browser loads them', () => {
  it('boot brings the page labels only: the other areas’ words wait until a widget asks', async () => {
    const labels = freshLabels();
    await labels.loadLabelTable('tr');
    const t = labels.createTranslator('tr');
    expect(t('productList.emptyTitle')).toBe('Aradığınız Ürün Bulunamadı!');
    expect(labels.labelsLoaded('tr', 'more')).toBe(false);
    expect(t('checkout.formIncomplete')).toBe('checkout.formIncomplete');

    const wait = labels.moreLabelsPending('tr');
    expect(wait).toBeInstanceOf(Promise);
    // Every component waiting meanwhile waits for the same load.
    expect(labels.moreLabelsPending('tr')).toBe(wait);
    await wait;
    expect(labels.labelsLoaded('tr', 'more')).toBe(true);
    expect(labels.createTranslator('tr')('checkout.formIncomplete')).toBe(
      'Form bilgilerini eksiksiz doldurunuz!',
    );
  });

  it('an English page needs no Turkish table', async () => {
    const labels = freshLabels();
    await labels.loadLabelTable('en');
    await labels.loadMoreLabels('en');
    expect(labels.labelsLoaded('tr', 'page')).toBe(false);
    const t = labels.createTranslator('en');
    expect(t('productList.emptyTitle')).not.toBe('Aradığınız Ürün Bulunamadı!');
    expect(t('checkout.formIncomplete')).not.toBe('checkout.formIncomplete');
  });

  it('a failed load is said once (the island shows its failure), and the retry loads again', async () => {
    const labels = freshLabels(true);
    await labels.loadLabelTable('tr');
    await (labels.moreLabelsPending('tr') as Promise<void>);
    const failure = labels.moreLabelsPending('tr');
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).name).toBe('ChunkLoadError');
    const retry = labels.moreLabelsPending('tr');
    expect(retry).toBeInstanceOf(Promise);
    await retry;
    expect(labels.labelsLoaded('tr', 'more')).toBe(true);
    expect(labels.moreLabelsPending('tr')).toBeNull();
  });
});
