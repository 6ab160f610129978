/* global console, URL, Buffer */
// Draws the app's icons (client/public/icons/*.png) from the favicon's design (client/public/favicon.svg: an
// orange rounded square with a white "F" on a 64-unit grid) and writes them as PNGs, with node:zlib only.
// The PNGs are committed; run this again only when the design changes: `node client/scripts/make-icons.mjs`.
//
// - icon-<size>.png (purpose "any"): the favicon as it is, transparent outside the rounded square.
// - maskable-<size>.png (purpose "maskable"): full bleed, so the launcher's own mask (circle, squircle...)
//   cuts orange; the "F" keeps the favicon's scale, which already sits inside the 80 % safe zone.
// - apple-touch-icon.png (180): full bleed and opaque, iOS rounds the corners itself.
import { mkdir, writeFile } from 'node:fs/promises';
import { crc32, deflateSync } from 'node:zlib';

const BRAND = [0xc2, 0x41, 0x0c];
const WHITE = [0xff, 0xff, 0xff];
/** The "F" of favicon.svg (`M20 44V20h24v6H27v5h14v6H27v7z`) as rectangles [x0, y0, x1, y1] on the 64 grid. */
const F_BARS = [
  [20, 20, 27, 44],
  [20, 20, 44, 26],
  [20, 31, 41, 37],
];
const CORNER_RADIUS = 14;
/** Samples per pixel side: 4 x 4 = 16 samples give smooth edges. */
const SUPERSAMPLE = 4;

function insideRoundedSquare(x, y) {
  const cx = Math.min(Math.max(x, CORNER_RADIUS), 64 - CORNER_RADIUS);
  const cy = Math.min(Math.max(y, CORNER_RADIUS), 64 - CORNER_RADIUS);
  return (x - cx) ** 2 + (y - cy) ** 2 <= CORNER_RADIUS ** 2;
}

const insideF = (x, y) => F_BARS.some(([x0, y0, x1, y1]) => x >= x0 && x < x1 && y >= y0 && y < y1);

/** RGBA pixels of the icon at `size` px; `fullBleed` fills the whole square (maskable, Apple). */
function draw(size, fullBleed) {
  const pixels = Buffer.alloc(size * size * 4);
  const scale = 64 / size;
  for (let py = 0; py < size; py += 1) {
    for (let px = 0; px < size; px += 1) {
      let background = 0;
      let letter = 0;
      for (let sy = 0; sy < SUPERSAMPLE; sy += 1) {
        for (let sx = 0; sx < SUPERSAMPLE; sx += 1) {
          const x = (px + (sx + 0.5) / SUPERSAMPLE) * scale;
          const y = (py + (sy + 0.5) / SUPERSAMPLE) * scale;
          if (insideF(x, y)) letter += 1;
          else if (fullBleed || insideRoundedSquare(x, y)) background += 1;
        }
      }
      const samples = SUPERSAMPLE * SUPERSAMPLE;
      const covered = background + letter;
      const offset = (py * size + px) * 4;
      for (let channel = 0; channel < 3; channel += 1) {
        // Colour of the covered part, so edges against transparency do not darken.
        pixels[offset + channel] = covered === 0 ? 0 : Math.round((BRAND[channel] * background + WHITE[channel] * letter) / covered);
      }
      pixels[offset + 3] = Math.round((255 * covered) / samples);
    }
  }
  return pixels;
}

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A PNG (8-bit RGBA, or RGB when every pixel is opaque), each row with the "up" filter, deflated at level 9. */
function encodePng(size, rgba) {
  const opaque = rgba.every((value, index) => index % 4 !== 3 || value === 255);
  const channels = opaque ? 3 : 4;
  const stride = size * channels;
  const rows = Buffer.alloc((stride + 1) * size);
  let previous = Buffer.alloc(stride);
  for (let y = 0; y < size; y += 1) {
    const row = Buffer.alloc(stride);
    for (let x = 0; x < size; x += 1) {
      for (let c = 0; c < channels; c += 1) row[x * channels + c] = rgba[(y * size + x) * 4 + c];
    }
    const out = (stride + 1) * y;
    rows[out] = 2; // filter "up": flat shapes become runs of zeros
    for (let i = 0; i < stride; i += 1) rows[out + 1 + i] = (row[i] - previous[i]) & 0xff;
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const outDir = new URL('../public/icons/', import.meta.url);
await mkdir(outDir, { recursive: true });
const icons = [
  { file: 'icon-192.png', size: 192, fullBleed: false },
  { file: 'icon-512.png', size: 512, fullBleed: false },
  { file: 'maskable-192.png', size: 192, fullBleed: true },
  { file: 'maskable-512.png', size: 512, fullBleed: true },
  { file: 'apple-touch-icon.png', size: 180, fullBleed: true },
];
for (const { file, size, fullBleed } of icons) {
  const png = encodePng(size, draw(size, fullBleed));
  await writeFile(new URL(file, outDir), png);
  console.log(`client/public/icons/${file}: ${size} x ${size}, ${png.length} bytes`);
}
