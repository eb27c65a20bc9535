/**
 * A video for Chromium's fake camera: `--use-file-for-fake-video-capture` plays a Y4M file
 * (YUV4MPEG2, 4:2:0) in a loop. The test draws an EAN-13 barcode into it itself, from the standard's
 * encoding tables, so nothing but the code under test reads it.
 */
import { writeFileSync } from 'node:fs';

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
/** Which of the left six digits are written with the L or the G table, by the first digit. */
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 ('1' a bar), guards included. */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not an EAN-13: ${code}`);
  const d = [...code].map(Number);
  const sum = d.slice(0, 12).reduce((acc, n, i) => acc + n * (i % 2 === 0 ? 1 : 3), 0);
  if ((10 - (sum % 10)) % 10 !== d[12]) throw new Error(`wrong check digit: ${code}`);
  const parity = PARITY[d[0]!]!;
  const left = d
    .slice(1, 7)
    .map((n, i) => (parity[i] === 'L' ? L : G)[n])
    .join('');
  const right = d
    .slice(7)
    .map((n) => R[n])
    .join('');
  return `101${left}01010${right}101`;
}

/** A grey picture (one byte a pixel, 16 black to 235 white) of the barcode on a white card. */
export function barcodePicture(code: string, width: number, height: number, module = 4): Uint8Array {
  const modules = ean13Modules(code);
  const pixels = new Uint8Array(width * height).fill(235);
  const left = Math.floor((width - modules.length * module) / 2);
  const top = Math.floor(height * 0.3);
  const bottom = Math.floor(height * 0.7);
  for (let y = top; y < bottom; y++)
    for (let m = 0; m < modules.length; m++)
      if (modules[m] === '1')
        pixels.fill(16, y * width + left + m * module, y * width + left + (m + 1) * module);
  return pixels;
}

/** Writes `frames` identical frames of the barcode as a Y4M file (grey: U and V planes at 128). */
export function writeBarcodeVideo(file: string, code: string, width = 640, height = 480, frames = 5): void {
  const luma = barcodePicture(code, width, height);
  const chroma = Buffer.alloc((width / 2) * (height / 2) * 2, 128);
  const frame = Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F10:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
