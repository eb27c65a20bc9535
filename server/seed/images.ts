/**
 * Placeholder pictures drawn at seed time: a shape per product kind in a brand colour, with the brand
 * and product code written on it, so every product looks different and recognisable in screenshots.
 */
import type Database from 'better-sqlite3';
import { Canvas, type Rgb } from './canvas';
import type { ImageJob } from './products';

const SIZE = 300;
const INK: Rgb = [40, 44, 52];
const BRAND_COLOURS: Record<string, Rgb> = {
  Viko: [0, 114, 188],
  Legrand: [225, 30, 40],
  'Schneider Electric': [61, 205, 88],
  ABB: [255, 0, 15],
  Siemens: [0, 153, 153],
  Panasonic: [0, 65, 145],
  Philips: [11, 94, 215],
  Osram: [255, 102, 0],
  'Hes Kablo': [200, 30, 30],
  Mutlusan: [230, 160, 0],
  Klemsan: [90, 90, 90],
};

const tint = ([r, g, b]: Rgb, amount: number): Rgb => [
  Math.round(r + (255 - r) * amount),
  Math.round(g + (255 - g) * amount),
  Math.round(b + (255 - b) * amount),
];

function drawShape(c: Canvas, job: ImageJob, colour: Rgb): void {
  const mid = SIZE / 2;
  const light = tint(colour, 0.75);
  switch (job.shape) {
    case 'plate': // a wall plate with a socket
      c.rect(mid - 70, 80, 140, 140, [250, 250, 250]);
      c.rect(mid - 70, 80, 140, 6, colour);
      c.circle(mid, 150, 40, light);
      c.circle(mid - 16, 150, 7, INK);
      c.circle(mid + 16, 150, 7, INK);
      break;
    case 'breaker': // a DIN-rail breaker with its lever
      c.rect(mid - 40, 70, 80, 160, [245, 245, 245]);
      c.rect(mid - 40, 140, 80, 20, colour);
      c.rect(mid - 10, 95, 20, 40, INK);
      break;
    case 'bulb':
      c.circle(mid, 130, 60, [255, 236, 150]);
      c.rect(mid - 25, 185, 50, 40, [170, 170, 170]);
      c.rect(mid - 25, 195, 50, 5, INK);
      c.rect(mid - 25, 210, 50, 5, INK);
      break;
    case 'panel':
      c.rect(mid - 90, 80, 180, 140, INK);
      c.rect(mid - 82, 88, 164, 124, [255, 250, 225]);
      break;
    case 'cable': // a coil seen from the side
      for (let k = 0; k < 5; k++) c.circle(mid - 60 + k * 30, 150, 45, k % 2 ? colour : tint(colour, 0.3));
      c.circle(mid + 60, 150, 15, [250, 250, 250]);
      break;
    case 'box':
      c.rect(mid - 75, 85, 150, 130, light);
      c.rect(mid - 75, 85, 150, 12, colour);
      c.rect(mid - 40, 130, 80, 50, [255, 255, 255]);
      break;
    case 'battery':
      for (let k = -1; k <= 1; k++) {
        c.rect(mid + k * 50 - 18, 90, 36, 130, colour);
        c.rect(mid + k * 50 - 8, 80, 16, 10, [170, 170, 170]);
        c.rect(mid + k * 50 - 18, 180, 36, 40, INK);
      }
      break;
    case 'book':
      c.rect(mid - 65, 75, 130, 160, colour);
      c.rect(mid - 50, 95, 100, 30, [255, 255, 255]);
      break;
  }
}

function productImage(job: ImageJob): Buffer {
  const colour = BRAND_COLOURS[job.brand] ?? [120, 120, 120];
  // Neighbouring products get slightly different backgrounds, so lists never look like one picture.
  const c = new Canvas(SIZE, SIZE, tint(colour, 0.88 + (job.hue % 4) * 0.025));
  c.rect(0, 0, SIZE, 44, colour);
  c.text(job.brand, SIZE / 2, 12, 3, [255, 255, 255]);
  drawShape(c, job, colour);
  c.text(job.code, SIZE / 2, 258, 2, INK);
  return c.toPng();
}

function labelImage(width: number, height: number, text: string, bg: Rgb, fg: Rgb, scale: number): Buffer {
  const c = new Canvas(width, height, bg);
  c.text(text, width / 2, Math.round((height - 7 * scale) / 2), scale, fg);
  return c.toPng();
}

/** Bank logos, card-scheme logos, the store logo and the 404 fallback. */
export const FIXED_IMAGES: Record<string, () => Buffer> = {
  '404.png': () => labelImage(SIZE, SIZE, 'RESIM YOK', [236, 238, 241], [150, 155, 165], 4),
  'logo.png': () => labelImage(240, 60, 'ANADOLU ELEKTRIK', [0, 84, 147], [255, 255, 255], 3),
  'visa.png': () => labelImage(96, 32, 'VISA', [26, 31, 113], [255, 255, 255], 3),
  'mastercard.png': () => labelImage(96, 32, 'MASTERCARD', [235, 0, 27], [255, 255, 255], 2),
  'banka-akbank.png': () => labelImage(160, 40, 'AKBANK', [220, 0, 5], [255, 255, 255], 3),
  'banka-garanti.png': () => labelImage(160, 40, 'GARANTI BBVA', [0, 130, 95], [255, 255, 255], 2),
  'banka-isbank.png': () => labelImage(160, 40, 'IS BANKASI', [0, 70, 150], [255, 255, 255], 2),
  'banka-yapikredi.png': () => labelImage(160, 40, 'YAPI KREDI', [0, 45, 110], [255, 255, 255], 2),
  'banka-qnb.png': () => labelImage(160, 40, 'QNB', [80, 0, 120], [255, 255, 255], 3),
  'bayi-logo.png': () => labelImage(200, 60, 'YILDIZ ELEKTRIK', [255, 193, 7], [40, 44, 52], 2),
};

/** Draws every picture into the images table (served at /images/{name}); a name drawn twice keeps the last. */
export function insertImages(db: Database.Database, jobs: ImageJob[]): void {
  const insert = db.prepare(
    'INSERT INTO images (name, data) VALUES (?, ?) ON CONFLICT (name) DO UPDATE SET data = excluded.data',
  );
  for (const job of jobs) insert.run(job.file, productImage(job));
  for (const [file, draw] of Object.entries(FIXED_IMAGES)) insert.run(file, draw());
}
