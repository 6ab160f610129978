import { useEffect, useState } from 'react';
import { whenIdleAfterPaint } from '../lib/idle';
import type { QrSymbol } from './qr-symbol';
import './qr-code.css';

interface QrCodeProps {
  /** What the code holds (a Customer ID, a URL). */
  value: string;
  /** The accessible name of the picture, e.g. "Member QR for Customer ID 123456". */
  label: string;
  className?: string;
}

/**
 * A QR code drawn in the browser as inline SVG: dark on white whatever the theme, with the standard quiet zone,
 * sharp at any size and in print. The encoder (components/qr-symbol.ts, about 5 KB as transferred) loads once
 * the screen has painted (lib/idle.ts), not before: the square is there at once (no layout shift), its modules
 * half a second later.
 */
export function QrCode({ value, label, className }: QrCodeProps) {
  const [drawn, setDrawn] = useState<{ value: string; symbol: QrSymbol } | null>(null);
  useEffect(() => {
    let current = true;
    const cancel = whenIdleAfterPaint(() => {
      import('./qr-symbol').then(
        ({ qrSymbol }) => current && setDrawn({ value, symbol: qrSymbol(value) }),
        (error: unknown) => console.error('The QR code could not be drawn', error),
      );
    });
    return () => {
      current = false;
      cancel();
    };
  }, [value]);
  const symbol = drawn?.value === value ? drawn.symbol : null;
  const size = symbol?.size ?? 1;
  return (
    <svg
      className={className ? `qr-code ${className}` : 'qr-code'}
      role="img"
      aria-label={label}
      aria-busy={symbol ? undefined : true}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      xmlns="http://www.w3.org/2000/svg"
    >
      <rect width={size} height={size} fill="#fff" />
      {symbol && <path d={symbol.path} fill="#000" />}
    </svg>
  );
}
