/** @jest-environment node */
import {
  cameraPrecondition,
  cameraProblem,
  SCAN_FORMATS,
  prefersNativeDetector,
} from '../../../src/domain/quickOrder/cameraScan';

describe('camera scanning', () => {
  it('reads EAN-13, EAN-8, Code 128, UPC-A, UPC-E and QR', () => {
    expect([...SCAN_FORMATS].sort()).toEqual(['code_128', 'ean_13', 'ean_8', 'qr_code', 'upc_a', 'upc_e']);
  });

  it.each([
    ['no BarcodeDetector', null, false],
    ['a detector reading everything', ['aztec', ...SCAN_FORMATS], true],
    ['a detector without UPC-E', SCAN_FORMATS.filter((f) => f !== 'upc_e'), false],
    ['a detector reading no format', [], false],
  ])('%s: the browser’s own? ', (_name, supported, native) => {
    expect(prefersNativeDetector(supported)).toBe(native);
  });

  it.each([
    [{ secure: false, mediaDevices: false }, 'insecure'],
    [{ secure: false, mediaDevices: true }, 'insecure'],
    [{ secure: true, mediaDevices: false }, 'unsupported'],
    [{ secure: true, mediaDevices: true }, null],
  ])('%o before asking: %s', (env, expected) => {
    expect(cameraPrecondition(env)).toBe(expected);
  });

  it.each([
    ['NotAllowedError', 'denied'],
    ['SecurityError', 'denied'],
    ['NotFoundError', 'noCamera'],
    ['OverconstrainedError', 'noCamera'],
    ['NotReadableError', 'busy'],
    ['AbortError', 'busy'],
    ['TypeError', 'failed'],
    [undefined, 'failed'],
  ])('getUserMedia failing with %s: %s', (name, expected) => {
    expect(cameraProblem(name)).toBe(expected);
  });
});
