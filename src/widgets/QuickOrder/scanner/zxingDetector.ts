// The reader's .wasm, emitted by the build beside the chunks (webpack asset/resource): served from
// the bundle's own origin, never the CDN address the package would use by default.
import wasmUrl from 'zxing-wasm/reader/zxing_reader.wasm';
import { SCAN_FORMATS } from '../../../domain/quickOrder/cameraScan';
import type { CodeDetector } from './codeDetector';

/**
 * ZXing-C++ in WebAssembly (the `barcode-detector` ponyfill) for browsers without a BarcodeDetector
 * of their own (Chrome on desktop Linux and Windows, Firefox). The module is compiled before the
 * detector is handed out, so a page that cannot run WebAssembly fails here, once, with a clear error.
 */
export async function zxingDetector(): Promise<CodeDetector> {
  // ZXing's JavaScript is a chunk of its own, fetched only in browsers without a detector.
  const { BarcodeDetector, prepareZXingModule } = await import(
    /* webpackChunkName: "scanner-zxing" */ 'barcode-detector/ponyfill'
  );
  await prepareZXingModule({
    overrides: {
      locateFile: (path: string, prefix: string) => (path.endsWith('.wasm') ? wasmUrl : prefix + path),
    },
    fireImmediately: true,
  });
  const detector = new BarcodeDetector({ formats: [...SCAN_FORMATS] });
  return {
    detect: async (image) =>
      (await detector.detect(image)).map((b) => b.rawValue).filter((v) => v.trim() !== ''),
  };
}
