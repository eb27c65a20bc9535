import type { trScan } from './scanTr';

/** English labels of barcode scanning on the quick order pad (issue 26). */
export const enScan: Record<keyof typeof trScan, string> = {
  'scan.keyboardHint': 'Items read with a USB or Bluetooth barcode scanner are added to the list too.',
  'scan.added': 'Scanned: {name}, {quantity} {unit} added on row {row}.',
  'scan.incremented': 'Scanned: {name}, row {row} is now {quantity} {unit}.',
  'scan.unknown': 'No product has the code “{code}”; it stays listed on row {row}.',
  'scan.failed': '“{code}” was read, but the product could not be looked up; it stays listed on row {row}.',
  'scan.full': 'The list is full ({max} rows); “{code}” was not added.',
};
