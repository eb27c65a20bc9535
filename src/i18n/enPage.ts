import type { PageLabelKey } from './tr';
import { enCart } from './labels/cartEn';
import { enCatalogue } from './labels/catalogueEn';
import { enChrome } from './labels/chromeEn';
import { enListPicker } from './labels/listPickerEn';
import { enActing } from './labels/actingEn';

/** The English page labels (trPage's twin, a chunk of its own): the type makes a missing key a compile error. */
export const enPage: Record<PageLabelKey, string> = {
  'common.close': 'Close',
  'common.loading': 'Loading...',
  'common.save': 'Save',
  'common.cancel': 'Cancel',
  'common.detail': 'Details',
  'common.print': 'Print',
  'common.continue': 'Continue',
  'common.notFoundAlt': 'Not Found',
  'common.previous': 'Previous',
  'common.next': 'Next',
  'common.page': 'Page {n}',
  'common.technicalError': 'A technical error occurred. Please try again later.',
  'common.newWindow': '(opens in a new window)',
  'error.network': 'The server could not be reached. Please check your connection and try again.',
  'error.malformed': 'The server sent an unexpected answer. Please try again later.',
  'error.http': 'The request could not be completed (HTTP {status}). Please try again later.',
  'mount.failed': 'This section cannot be shown right now.',
  'mount.unavailable': 'This section is not available in this build yet.',
  'mount.unknown': 'Unknown component: {name}',
  'mount.badProps': 'The settings of this section could not be read.',
  'mount.chunkFailed': 'This section could not be loaded. Reload the page and try again.',
  ...enCatalogue,
  ...enCart,
  ...enChrome,
  ...enListPicker,
  ...enActing,
};
