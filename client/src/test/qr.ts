import { decodeQR } from 'qr/decode.js';

/**
 * Reads a QR code drawn by components/qr-code.tsx back, as a scanner would: the SVG's modules are painted
 * into pixels (4 per module, dark on white) and decoded by `qr/decode.js`. What a test asserts is then what
 * a phone would read, not what the component was asked to draw.
 */
export function decodeQrSvg(svg: Element): string {
  const [, , width = 0, height = 0] = (svg.getAttribute('viewBox') ?? '').split(' ').map(Number);
  const scale = 4;
  const size = width * scale;
  if (width === 0 || width !== height) throw new Error(`not a square QR viewBox: ${svg.getAttribute('viewBox')}`);
  const pixels = new Uint8Array(size * size * 4).fill(255);
  const path = svg.querySelector('path')?.getAttribute('d') ?? '';
  for (const [, x, y, run] of path.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g)) {
    for (let row = Number(y) * scale; row < (Number(y) + 1) * scale; row += 1) {
      for (let column = Number(x) * scale; column < (Number(x) + Number(run)) * scale; column += 1) {
        pixels.fill(0, (row * size + column) * 4, (row * size + column) * 4 + 3);
      }
    }
  }
  return decodeQR({ width: size, height: size, data: pixels });
}
