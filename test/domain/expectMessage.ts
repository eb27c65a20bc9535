import type { DomainMessage } from '../../src/domain/shared/messageKeys';
import { tr, type LabelKey } from '../../src/i18n/tr';
import { createTranslator } from '../../src/i18n/translate';

const turkish = createTranslator('tr');

/** The Turkish text of a domain message, rendered through the label table as a widget would. */
export function turkishText(message: DomainMessage): string {
  return turkish(message.key as LabelKey, message.params);
}

/** Checks a rule's message by its key and by its Turkish text, written in the test as the spec spells it. */
export function expectMessage(actual: DomainMessage | null | undefined, key: string, text: string): void {
  expect(actual?.key).toBe(key);
  if (!actual) return;
  expect(key in tr).toBe(true);
  expect(turkishText(actual)).toBe(text);
}
