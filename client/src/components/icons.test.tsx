import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { BackLink } from './back-link';
import { ArrowLeftIcon, ChevronDownIcon, ChevronLeftIcon, ChevronRightIcon, LockIcon, MailIcon, PhoneIcon } from './icons';
import { CloseIcon, MenuIcon } from './menu-icon';

// Every TSX and CSS file of the client, as text (tests and generated code aside).
const sources = import.meta.glob<string>(['/src/**/*.tsx', '/src/**/*.css', '!/src/**/*.test.tsx', '!/src/__generated__/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Emoji and arrow/chevron/check symbols: they draw as empty boxes where no emoji or symbol font is installed. */
const ICON_GLYPH = /[\u2190-\u21FF\u2039\u203A\u2300-\u23FF\u25A0-\u27BF\u2900-\u297F\u2B00-\u2BFF\u{1F000}-\u{1FAFF}]/u;

/** Files that still draw a text arrow "←" and should use <ArrowLeftIcon /> from components/icons: drop them from here once they do. */

describe('icons', () => {
  it('are decorative inline SVGs', () => {
    const { container } = render(
      <>
        <LockIcon />
        <ArrowLeftIcon />
        <ChevronLeftIcon />
        <ChevronRightIcon />
        <ChevronDownIcon />
        <MailIcon />
        <PhoneIcon />
        <MenuIcon />
        <CloseIcon />
      </>,
    );
    const svgs = container.querySelectorAll('svg');
    expect(svgs).toHaveLength(9);
    for (const svg of svgs) {
      expect(svg).toHaveAttribute('aria-hidden', 'true');
      expect(svg).toHaveAttribute('focusable', 'false');
    }
  });

  it('the back link is named by its text alone, with an SVG arrow', () => {
    render(
      <MemoryRouter>
        <BackLink to="/home/r-1" label="Back to Mumbai Chaat Corner" />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Back to Mumbai Chaat Corner' });
    expect(link).toHaveAttribute('href', '/home/r-1');
    expect(link.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    expect(link.textContent).toBe('Back to Mumbai Chaat Corner');
  });

  it('no emoji or symbol glyphs in the client: icons are SVG, CSS draws no glyph with content', () => {
    const files = Object.keys(sources);
    expect(files.length).toBeGreaterThan(20);
    const offenders: string[] = [];
    for (const [file, text] of Object.entries(sources)) {
      if (file.endsWith('.tsx') && ICON_GLYPH.test(text)) offenders.push(file);
      if (file.endsWith('.css')) {
        for (const [, value] of text.matchAll(/content:\s*([^;]+);/g)) {
          if (!/^(''|""|none|normal)$/.test(value!.trim())) offenders.push(`${file}: content: ${value}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
