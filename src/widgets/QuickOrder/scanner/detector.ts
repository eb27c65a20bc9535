import { prefersNativeDetector, SCAN_FORMATS } from '../../../domain/quickOrder/cameraScan';
import type { CodeDetector } from './codeDetector';
import { zxingDetector } from './zxingDetector';

export type { CodeDetector } from './codeDetector';

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect(image: HTMLVideoElement): Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats(): Promise<string[]>;
}

const values = (found: DetectedBarcode[]) => found.map((b) => b.rawValue).filter((v) => v.trim() !== '');

/** The browser's BarcodeDetector (Chrome on Android, Safari on macOS…) when it reads every format we need. */
async function nativeDetector(): Promise<CodeDetector | null> {
  const Native = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  if (!Native) return null;
  const supported = await Native.getSupportedFormats().catch(() => null);
  if (!prefersNativeDetector(supported)) return null;
  const detector = new Native({ formats: [...SCAN_FORMATS] });
  return { detect: async (image) => values(await detector.detect(image)) };
}

/**
 * The detector of this browser: its own, or ZXing in WebAssembly, a chunk (and a .wasm file from the
 * bundle's own origin) fetched only then. Rejects when neither can run (say, a Content-Security-Policy
 * without 'wasm-unsafe-eval'): the view then says the camera cannot read here.
 */
export async function loadDetector(): Promise<CodeDetector> {
  const native = await nativeDetector();
  if (native) return native;
  return zxingDetector();
}
