import { encodeQR } from 'qr';

/** The quiet zone around the symbol, in modules: the 4 the QR standard asks for, so any scanner reads it. */
const QUIET_ZONE = 4;

/**
 * The dark modules of a QR matrix as one SVG path: one `h` run per stretch of dark modules in a row,
 * so a symbol is a single element however many modules it has.
 */
export function qrPath(matrix: readonly (readonly boolean[])[]): string {
  let path = '';
  matrix.forEach((row, y) => {
    let x = 0;
    while (x < row.length) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      const start = x;
      while (x < row.length && row[x]) x += 1;
      path += `M${start} ${y}h${x - start}v1h${start - x}z`;
    }
  });
  return path;
}

export interface QrSymbol {
  /** Modules per side, quiet zone included. */
  size: number;
  path: string;
}

/**
 * `value` as a QR symbol (`qr`, paulmillr's zero-dependency encoder). Error correction "medium" (15%)
 * survives a scratched phone screen or a creased poster.
 */
export function qrSymbol(value: string): QrSymbol {
  const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: QUIET_ZONE });
  return { size: matrix.length, path: qrPath(matrix) };
}
