import { encodeQR } from 'qr';
import { useMemo } from 'react';
import './qr-code.css';

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

interface QrCodeProps {
  /** What the code holds (a Customer ID, a URL). */
  value: string;
  /** The accessible name of the picture, e.g. "Member QR for Customer ID 123456". */
  label: string;
  className?: string;
}

/**
 * A QR code drawn in the browser as inline SVG (`qr`, paulmillr's zero-dependency encoder, about 5 KB as
 * transferred): dark on white whatever the theme, with the standard quiet zone, sharp at any size and in print.
 * Error correction "medium" (15%) survives a scratched phone screen or a creased poster.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => {
    const matrix = encodeQR(value, 'raw', { ecc: 'medium', border: QUIET_ZONE });
    return { size: matrix.length, path: qrPath(matrix) };
  }, [value]);
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
