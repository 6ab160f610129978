import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Carousel } from './carousel';

const SLIDES = ['One', 'Two', 'Three'] as const;

describe('Carousel', () => {
  it('has a dot button per slide that goes to it and marks the current one', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Benefits" slides={SLIDES} />);

    const dots = SLIDES.map((_, i) => screen.getByRole('button', { name: `Go to slide ${i + 1}` }));
    expect(dots[0]).toHaveAttribute('aria-current', 'true');

    await user.click(dots[2]!);
    expect(screen.getByText('Three')).toBeInTheDocument();
    expect(dots[2]).toHaveAttribute('aria-current', 'true');
    expect(dots[0]).not.toHaveAttribute('aria-current');
    // The visible dot is a decorative mark inside the (44 px) button.
    for (const dot of dots) expect(dot.querySelector('.carousel__dot-mark')).toHaveAttribute('aria-hidden', 'true');
  });

  it('draws Previous and Next as decorative SVG chevrons, not text glyphs', () => {
    render(<Carousel label="Benefits" slides={SLIDES} />);
    for (const name of ['Previous slide', 'Next slide']) {
      const button = screen.getByRole('button', { name });
      expect(button.textContent).toBe('');
      expect(button.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('draws the first slide still and fades a slide in only when the person moves the carousel', async () => {
    const user = userEvent.setup();
    render(<Carousel label="Benefits" slides={SLIDES} />);
    expect(screen.getByText('One')).not.toHaveClass('carousel__slide--entering');

    await user.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(screen.getByText('Two')).toHaveClass('carousel__slide--entering');
  });
});
