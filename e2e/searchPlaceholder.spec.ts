/**
 * The search box's placeholder is read whole at every width, in Turkish and in English: its text,
 * measured in the input's own font on a canvas, fits the input's content box.
 */
import { resetLocale, saveLocale } from './support/chrome';
import { expect, loginAs, test } from './support/fixtures';

const WIDTHS = [390, 768, 1024, 1280];

for (const locale of ['tr', 'en'] as const) {
  for (const account of [null, 'bayi1'] as const)
    test(`the search placeholder fits its input at every width (${account ?? 'anonymous'}, ${locale})`, async ({
      page,
    }) => {
      if (account) await loginAs(page, account);
      else await page.goto('/');
      await saveLocale(page, locale);
      try {
        await page.goto('/');
        const input = page.locator('.b2b-search__input');
        await expect(input).toBeVisible();
        const cut: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 900 });
          await page.evaluate(
            () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
          );
          const fit = await input.evaluate((element: HTMLInputElement) => {
            const style = getComputedStyle(element);
            const context = document.createElement('canvas').getContext('2d')!;
            context.font = `${style.fontStyle} ${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
            const text = context.measureText(element.placeholder).width;
            const room = element.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
            return { placeholder: element.placeholder, text, room };
          });
          if (fit.placeholder === '' || fit.text > fit.room)
            cut.push(
              `${width} px: '${fit.placeholder}' needs ${Math.ceil(fit.text)} px, has ${Math.floor(fit.room)}`,
            );
        }
        expect(cut).toEqual([]);
      } finally {
        if (account) await resetLocale(page.request, account);
      }
    });
}
