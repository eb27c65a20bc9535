import type { trScan } from './scanTr';

/** English labels of barcode scanning on the quick order pad. */
export const enScan: Record<keyof typeof trScan, string> = {
  'scan.keyboardHint': 'Items read with a USB or Bluetooth barcode scanner are added to the list too.',
  'scan.added': 'Scanned: {name}, {quantity} {unit} added on row {row}.',
  'scan.incremented': 'Scanned: {name}, row {row} is now {quantity} {unit}.',
  'scan.unknown': 'No product has the code “{code}”; it stays listed on row {row}.',
  'scan.lookupFailed':
    '“{code}” was read, but the product could not be looked up; it stays listed on row {row}.',
  'scan.full': 'The list is full ({max} rows); “{code}” was not added.',
  'scan.button': 'Scan barcode',
  'scan.title': 'Scan barcode',
  'scan.video': 'Camera image',
  'scan.starting': 'Starting the camera...',
  'scan.loadingReader': 'Preparing the barcode reader...',
  'scan.aim': 'Hold the barcode inside the frame; each item read is added to the list.',
  'scan.sound': 'Beep on each read',
  'scan.done': 'Done',
  'scan.byHand': 'You can keep typing codes into the list by hand.',
  'scan.retry': 'Try again',
  'scan.camera.insecure':
    'The camera can only be used over a secure (HTTPS) connection. Open the page with https://.',
  'scan.camera.unsupported': 'This browser cannot use the camera.',
  'scan.camera.denied':
    'Camera permission was refused. Allow it with the camera icon in the browser’s address bar and try again.',
  'scan.camera.noCamera': 'No camera was found on this device.',
  'scan.camera.busy': 'The camera is being used by another application. Close it and try again.',
  'scan.camera.failed': 'The camera could not be started.',
  'scan.readerUnavailable': 'Barcodes cannot be read with the camera in this browser.',
  'scan.chunkFailed': 'The barcode reader could not be loaded. Reload the page and try again.',
};
