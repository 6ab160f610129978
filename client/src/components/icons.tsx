import type { ReactNode } from 'react';

/**
 * Inline SVG icons. No emoji or symbol glyphs: those draw as empty boxes where no emoji font is
 * installed (headless Chromium, some Android builds). All are decorative (aria-hidden): the control
 * or text next to them carries the meaning. They take `currentColor` and scale with the font (1em)
 * unless a size is given.
 */
interface IconProps {
  /** CSS size; 1em (the surrounding font size) unless told. */
  size?: number | string;
  className?: string;
}

function Icon({ size = '1em', className, children }: IconProps & { children: ReactNode }) {
  return (
    <svg
      className={className ? `icon ${className}` : 'icon'}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {children}
    </svg>
  );
}

/** An icon component that draws these shapes (each call marked pure: a screen bundles only the icons it uses). */
const icon = (shapes: ReactNode) =>
  function ShapesIcon(props: IconProps) {
    return <Icon {...props}>{shapes}</Icon>;
  };

/** A closed padlock (a locked reward). */
export const LockIcon = /* @__PURE__ */ icon(
  <>
    <rect x="5" y="11" width="14" height="10" rx="2" />
    <path d="M8 11V7.5a4 4 0 0 1 8 0V11" />
    <path d="M12 15v2" />
  </>,
);

/** An arrow pointing left ("Back"). */
export const ArrowLeftIcon = /* @__PURE__ */ icon(<path d="M19 12H5M11 6l-6 6 6 6" />);

/** A chevron pointing left (previous). */
export const ChevronLeftIcon = /* @__PURE__ */ icon(<path d="M15 6l-6 6 6 6" />);

/** A chevron pointing right (next). */
export const ChevronRightIcon = /* @__PURE__ */ icon(<path d="M9 6l6 6-6 6" />);

/** A chevron pointing down (a disclosure; rotated by CSS when open). */
export const ChevronDownIcon = /* @__PURE__ */ icon(<path d="M6 9l6 6 6-6" />);

/** An envelope (email). */
export const MailIcon = /* @__PURE__ */ icon(
  <>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="M3.5 6.5 12 13l8.5-6.5" />
  </>,
);

/** A telephone handset (phone). */
export const PhoneIcon = /* @__PURE__ */ icon(
  <path d="M5 4h3.5l1.5 4.5-2 1.5a11 11 0 0 0 6 6l1.5-2 4.5 1.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z" />,
);

/** A circled "i" (a note to read, e.g. an announced reward price). */
export const InfoIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5" />
    <path d="M12 7.5v.01" />
  </>,
);

/** Two bars (something paused, e.g. a restaurant's programme). */
export const PauseIcon = /* @__PURE__ */ icon(
  <>
    <circle cx="12" cy="12" r="9" />
    <path d="M10 9v6M14 9v6" />
  </>,
);
