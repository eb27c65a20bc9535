/** A minimal RGB drawing surface over pngjs: rectangles, circles and 5×7 bitmap text. */
import { PNG } from 'pngjs';
import { GLYPH_WIDTH, glyphOf } from './font';

export type Rgb = readonly [number, number, number];

export class Canvas {
  private readonly png: PNG;

  constructor(
    readonly width: number,
    readonly height: number,
    background: Rgb,
  ) {
    this.png = new PNG({ width, height });
    this.rect(0, 0, width, height, background);
  }

  pixel(x: number, y: number, [r, g, b]: Rgb): void {
    if (x < 0 || y < 0 || x >= this.width || y >= this.height) return;
    const i = (y * this.width + x) * 4;
    this.png.data[i] = r;
    this.png.data[i + 1] = g;
    this.png.data[i + 2] = b;
    this.png.data[i + 3] = 255;
  }

  rect(x: number, y: number, w: number, h: number, [r, g, b]: Rgb): void {
    const x0 = Math.max(0, x);
    const x1 = Math.min(this.width, x + w);
    const data = this.png.data;
    for (let j = Math.max(0, y); j < Math.min(this.height, y + h); j++) {
      for (let i = (j * this.width + x0) * 4, end = (j * this.width + x1) * 4; i < end; i += 4) {
        data[i] = r;
        data[i + 1] = g;
        data[i + 2] = b;
        data[i + 3] = 255;
      }
    }
  }

  circle(cx: number, cy: number, radius: number, color: Rgb): void {
    for (let j = -radius; j <= radius; j++) {
      for (let i = -radius; i <= radius; i++)
        if (i * i + j * j <= radius * radius) this.pixel(cx + i, cy + j, color);
    }
  }

  textWidth(text: string, scale: number): number {
    return text.length * (GLYPH_WIDTH + 1) * scale - scale;
  }

  /** Draws text centred on cx, shrinking the scale until it fits the width. */
  text(text: string, cx: number, y: number, scale: number, color: Rgb): void {
    let s = scale;
    while (s > 1 && this.textWidth(text, s) > this.width - 8) s--;
    let x = Math.round(cx - this.textWidth(text, s) / 2);
    for (const char of text) {
      const rows = glyphOf(char);
      rows.forEach((bits, row) => {
        for (let col = 0; col < GLYPH_WIDTH; col++) {
          if (bits & (1 << (GLYPH_WIDTH - 1 - col))) this.rect(x + col * s, y + row * s, s, s, color);
        }
      });
      x += (GLYPH_WIDTH + 1) * s;
    }
  }

  toPng(): Buffer {
    // RGBA with one fixed filter skips pngjs' slow RGB conversion and its per-row filter search (6x faster).
    return PNG.sync.write(this.png, { colorType: 6, filterType: 2 });
  }
}
