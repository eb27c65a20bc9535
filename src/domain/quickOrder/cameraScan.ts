/**
 * Reading barcodes with the camera on the quick order pad: which symbologies, how often,
 * which reader, and what to tell the buyer when the camera cannot be used. The pad keeps working by
 * hand in every one of those cases.
 */

/**
 * The Barcode Detection API's names of what the pad reads: retail codes on the goods (EAN-13, EAN-8,
 * UPC-A, UPC-E), Code 128 on cartons and shelf labels, QR codes on catalogues.
 */
export const SCAN_FORMATS = ['ean_13', 'ean_8', 'code_128', 'upc_a', 'upc_e', 'qr_code'] as const;
export type ScanFormat = (typeof SCAN_FORMATS)[number];

/** Pause between two looks at the camera image: quick enough to feel instant, light on a phone's CPU. */
export const CAMERA_READ_INTERVAL_MS = 150;

/** How long the view shows a read was taken (the frame turns green or red). */
export const SCAN_FLASH_MS = 600;

/**
 * The browser's own detector is used when it reads every format the pad needs; otherwise the
 * WebAssembly one (ZXing), fetched only then.
 */
export function prefersNativeDetector(supported: readonly string[] | null): boolean {
  return supported !== null && SCAN_FORMATS.every((format) => supported.includes(format));
}

export type CameraProblem = 'insecure' | 'unsupported' | 'denied' | 'noCamera' | 'busy' | 'failed';

export interface CameraEnvironment {
  /** window.isSecureContext: camera access exists on HTTPS (and localhost) only. */
  secure: boolean;
  /** navigator.mediaDevices.getUserMedia exists. */
  mediaDevices: boolean;
}

/** Before asking for the camera: what rules it out on this page, or null when it can be asked. */
export function cameraPrecondition(env: CameraEnvironment): CameraProblem | null {
  if (!env.secure) return 'insecure';
  if (!env.mediaDevices) return 'unsupported';
  return null;
}

/** What a failed getUserMedia means for the buyer, by the DOMException's name. */
export function cameraProblem(errorName: string | undefined): CameraProblem {
  switch (errorName) {
    case 'NotAllowedError':
    case 'PermissionDeniedError':
    case 'SecurityError':
      return 'denied';
    case 'NotFoundError':
    case 'DevicesNotFoundError':
    case 'OverconstrainedError':
      return 'noCamera';
    case 'NotReadableError':
    case 'TrackStartError':
    case 'AbortError':
      return 'busy';
    default:
      return 'failed';
  }
}
