import {
  CAROUSEL_INTERVAL_MS,
  LONG_QUOTE_THRESHOLD,
  CAROUSEL_TEXT as SPEC_CAROUSEL_TEXT,
} from '@medprep/shared/constants';
import { clsx } from 'clsx';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { TESTIMONIALS, type Testimonial } from '../testimonials-content';
import { CONTROL_CLASS, SLIDES_MIN_HEIGHT, TESTIMONIALS_HEADING } from './testimonials-layout';

/** The carousel's controls ('Read more' is the specification's). */
const CAROUSEL_TEXT = {
  ...SPEC_CAROUSEL_TEXT,
  readLess: 'Read less',
  previous: 'Previous review',
  next: 'Next review',
  pickers: 'Choose a review',
  pause: 'Pause reviews',
  play: 'Play reviews',
} as const;
const carouselSlideLabel = (index: number, total: number) => `${index + 1} of ${total}`;
const carouselPickerLabel = (index: number) => `Show review ${index + 1}`;

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

function subscribeReducedMotion(onChange: () => void) {
  const query = window.matchMedia?.(REDUCED_MOTION);
  query?.addEventListener?.('change', onChange);
  return () => query?.removeEventListener?.('change', onChange);
}

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.(REDUCED_MOTION).matches === true;
}

/** Whether the visitor asks for reduced motion, following changes to the setting. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribeReducedMotion, prefersReducedMotion, () => false);
}

/** The carousel's plugins: autoplay every CAROUSEL_INTERVAL_MS, none at all under reduced motion. */
export function carouselPlugins(reducedMotion: boolean) {
  return reducedMotion ? [] : [Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false })];
}

/** The quote as shown: cut at LONG_QUOTE_THRESHOLD characters with an ellipsis unless expanded. */
export function displayedQuote(quote: string, expanded: boolean): string {
  if (quote.length <= LONG_QUOTE_THRESHOLD || expanded) return quote;
  return `${quote.slice(0, LONG_QUOTE_THRESHOLD).trimEnd()}…`;
}

function Quote({ testimonial }: { testimonial: Testimonial }) {
  const [expanded, setExpanded] = useState(false);
  const long = testimonial.quote.length > LONG_QUOTE_THRESHOLD;
  return (
    <figure className="flex h-full flex-col justify-between rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <blockquote className="text-slate-700">
        <p>“{displayedQuote(testimonial.quote, expanded)}”</p>
        {long && (
          <button
            type="button"
            className="mt-2 min-h-6 rounded text-sm font-semibold text-brand-700 underline underline-offset-2"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? CAROUSEL_TEXT.readLess : CAROUSEL_TEXT.readMore}
          </button>
        )}
      </blockquote>
      <figcaption className="mt-4 flex items-center gap-3">
        <span
          aria-hidden
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-800"
        >
          {testimonial.name.replace(/^Dr\s+/, '').charAt(0)}
        </span>
        <span>
          <span className="block font-semibold text-slate-900">{testimonial.name}</span>
          <span className="block text-sm text-slate-500">{testimonial.role}</span>
        </span>
      </figcaption>
    </figure>
  );
}

const arrowClass = CONTROL_CLASS;

/**
 * Ten reviews; advances every CAROUSEL_INTERVAL_MS unless the visitor prefers reduced motion. It pauses
 * while the pointer is over it or focus is inside it, and its Pause button stops it until Play.
 */
export function Testimonials() {
  const reduced = useReducedMotion();
  const plugins = useMemo(() => carouselPlugins(reduced), [reduced]);
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const autoplay = embla?.plugins().autoplay;
  const playing = Boolean(autoplay) && !reduced && !userPaused && !hovered && !focused;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  useEffect(() => {
    if (!autoplay) return;
    if (playing) autoplay.play();
    else autoplay.stop();
  }, [autoplay, playing]);

  // Under reduced motion the slides jump instead of gliding.
  const go = useCallback((index: number) => embla?.scrollTo(index, reduced), [embla, reduced]);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="testimonials-heading"
      className="mx-auto max-w-7xl px-4 py-14"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {TESTIMONIALS_HEADING}
        </h2>
        <div className="flex gap-2">
          {autoplay && !reduced && (
            <button
              type="button"
              aria-label={userPaused ? CAROUSEL_TEXT.play : CAROUSEL_TEXT.pause}
              aria-pressed={userPaused}
              onClick={() => setUserPaused((p) => !p)}
              className={arrowClass}
            >
              <span aria-hidden className="text-sm">
                {userPaused ? '▶' : '❚❚'}
              </span>
            </button>
          )}
          <button
            type="button"
            aria-label={CAROUSEL_TEXT.previous}
            onClick={() => embla?.scrollPrev(reduced)}
            className={arrowClass}
          >
            <span aria-hidden>‹</span>
          </button>
          <button
            type="button"
            aria-label={CAROUSEL_TEXT.next}
            onClick={() => embla?.scrollNext(reduced)}
            className={arrowClass}
          >
            <span aria-hidden>›</span>
          </button>
        </div>
      </div>
      <div
        ref={viewportRef}
        className={clsx('mt-6 grid grid-cols-1 overflow-hidden', SLIDES_MIN_HEIGHT)}
        aria-live={playing ? 'off' : 'polite'}
      >
        <div className="-ml-4 flex touch-pan-y">
          {TESTIMONIALS.map((t, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
            <div
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={carouselSlideLabel(i, TESTIMONIALS.length)}
              className="min-w-0 shrink-0 grow-0 basis-full pl-4 sm:basis-1/2 lg:basis-1/3"
            >
              <Quote testimonial={t} />
            </div>
          ))}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of slide pickers, not a form */}
      <div
        className="mt-4 flex flex-wrap justify-center gap-1"
        role="group"
        aria-label={CAROUSEL_TEXT.pickers}
      >
        {TESTIMONIALS.map((t, i) => (
          <button
            key={t.name}
            type="button"
            aria-label={carouselPickerLabel(i)}
            aria-current={selected === i}
            onClick={() => go(i)}
            className="flex size-6 items-center justify-center rounded-full"
          >
            <span
              className={clsx(
                'block size-2.5 rounded-full transition-colors',
                selected === i ? 'bg-brand-700 ring-2 ring-brand-700 ring-offset-1' : 'bg-slate-500',
              )}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
