import { useId, useState } from 'react';
import { useT } from '../lib/i18n';
import { ChevronLeftIcon, ChevronRightIcon } from './icons';
import './carousel.css';

interface CarouselProps {
  /** Accessible name of the carousel region. */
  label: string;
  slides: readonly string[];
}

/** A text carousel whose index starts at 1 and is clamped to the first and last slide (no wrap-around). */
export function Carousel({ label, slides }: CarouselProps) {
  const [index, setIndex] = useState(1);
  // The slide fades in only when the person moves the carousel: the first slide is drawn still, so a page that opens
  // (or is redirected to) is never half-transparent while it is read, by a person or by a contrast check.
  const [moved, setMoved] = useState(false);
  const last = slides.length;
  const current = Math.min(Math.max(index, 1), last);
  const go = (next: number) => {
    setIndex(Math.min(Math.max(next, 1), last));
    setMoved(true);
  };
  const liveId = useId();
  const { t } = useT();

  return (
    <section className="carousel" aria-roledescription="carousel" aria-label={label}>
      <div className="carousel__viewport" id={liveId} aria-live="polite">
        <p
          key={current}
          className={moved ? 'carousel__slide carousel__slide--entering' : 'carousel__slide'}
          role="group"
          aria-roledescription="slide"
          aria-label={t('carousel.position', { current, last })}
        >
          {slides[current - 1]}
        </p>
      </div>
      <div className="carousel__controls">
        <button
          type="button"
          className="carousel__button"
          aria-label={t('carousel.previous')}
          aria-controls={liveId}
          disabled={current <= 1}
          onClick={() => go(current - 1)}
        >
          <ChevronLeftIcon size={22} />
        </button>
        <ol className="carousel__dots" aria-label={t('carousel.slides')}>
          {slides.map((slide, i) => (
            <li key={slide}>
              <button
                type="button"
                className="carousel__dot"
                aria-label={t('carousel.goTo', { n: i + 1 })}
                aria-current={i + 1 === current ? 'true' : undefined}
                onClick={() => go(i + 1)}
              >
                <span className="carousel__dot-mark" aria-hidden="true" />
              </button>
            </li>
          ))}
        </ol>
        <button
          type="button"
          className="carousel__button"
          aria-label={t('carousel.next')}
          aria-controls={liveId}
          disabled={current >= last}
          onClick={() => go(current + 1)}
        >
          <ChevronRightIcon size={22} />
        </button>
      </div>
      <p className="carousel__count" aria-hidden="true">
        {current} / {last}
      </p>
    </section>
  );
}
