import type { trActing } from './actingTr';

/** English labels of a sales representative's page chrome ('Müşteri Seç', the acting banner). */
export const enActing: Record<keyof typeof trActing, string> = {
  'acting.pick': 'Choose Customer',
  'acting.current': 'Customer: {name}',
  'acting.listTitle': 'Customers',
  'acting.search': 'Search customers',
  'acting.searchHint': 'Type a name, code or city; choose with the arrow keys and press Enter.',
  'acting.noConsent': 'The customer has not allowed you to order on its behalf.',
  'acting.noMatch': 'No customer matches your search.',
  'acting.empty': 'You have no customers.',
  'acting.loadFailed': 'Your customers could not be loaded.',
  'acting.retry': 'Try Again',
  'acting.starting': 'Switching to the customer’s account…',
  'acting.failed': 'Working on behalf of the customer could not start.',
  'acting.stopFailed': 'Working on behalf of the customer could not end.',
  'acting.banner': 'Working on behalf of {name}',
  'acting.exit': 'Exit',
  'acting.exitLabel': 'Exit working on behalf of {name}',
  'acting.close': 'Close',
} as const;
