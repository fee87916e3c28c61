import { CAROUSEL_INTERVAL_MS, LONG_QUOTE_THRESHOLD } from '@medprep/shared';
import Autoplay from 'embla-carousel-autoplay';
import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { TESTIMONIALS, type Testimonial } from '../content';

export function prefersReducedMotion(): boolean {
  return (
    typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true
  );
}

function Quote({ testimonial }: { testimonial: Testimonial }) {
  const [expanded, setExpanded] = useState(false);
  const long = testimonial.quote.length > LONG_QUOTE_THRESHOLD;
  const text =
    long && !expanded ? `${testimonial.quote.slice(0, LONG_QUOTE_THRESHOLD).trimEnd()}…` : testimonial.quote;
  return (
    <figure className="flex h-full flex-col justify-between rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
      <blockquote className="text-slate-700">
        <p>“{text}”</p>
        {long && (
          <button
            type="button"
            className="mt-2 text-sm font-semibold text-brand-700 underline"
            aria-expanded={expanded}
            onClick={() => setExpanded((e) => !e)}
          >
            {expanded ? 'Read less' : 'Read more'}
          </button>
        )}
      </blockquote>
      <figcaption className="mt-4">
        <p className="font-semibold text-slate-900">{testimonial.name}</p>
        <p className="text-sm text-slate-500">{testimonial.role}</p>
      </figcaption>
    </figure>
  );
}

/** Ten reviews; advances every 6 s unless the visitor prefers reduced motion. */
export function Testimonials() {
  const reduced = useMemo(prefersReducedMotion, []);
  const plugins = useMemo(
    () =>
      reduced
        ? []
        : [Autoplay({ delay: CAROUSEL_INTERVAL_MS, stopOnInteraction: false, stopOnMouseEnter: true })],
    [reduced],
  );
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' }, plugins);
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    onSelect();
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  const go = useCallback((index: number) => embla?.scrollTo(index), [embla]);

  return (
    <section
      aria-roledescription="carousel"
      aria-label="What learners say"
      className="mx-auto max-w-7xl px-4 py-14"
    >
      <div className="flex items-end justify-between gap-4">
        <h2 className="text-2xl font-bold text-slate-900 sm:text-3xl">What learners say</h2>
        <div className="flex gap-2">
          <button
            type="button"
            aria-label="Previous review"
            onClick={() => embla?.scrollPrev()}
            className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-100"
          >
            ‹
          </button>
          <button
            type="button"
            aria-label="Next review"
            onClick={() => embla?.scrollNext()}
            className="inline-flex size-10 items-center justify-center rounded-full border border-slate-300 bg-white hover:bg-slate-100"
          >
            ›
          </button>
        </div>
      </div>
      <div ref={viewportRef} className="mt-6 overflow-hidden">
        <div className="flex">
          {TESTIMONIALS.map((t, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern: each slide is a group
            <div
              key={t.name}
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} of ${TESTIMONIALS.length}`}
              className="min-w-0 shrink-0 grow-0 basis-full pr-4 sm:basis-1/2 lg:basis-1/3"
            >
              <Quote testimonial={t} />
            </div>
          ))}
        </div>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements: a group of slide pickers, not a form */}
      <div className="mt-4 flex justify-center gap-1" role="group" aria-label="Choose a review">
        {TESTIMONIALS.map((t, i) => (
          <button
            key={t.name}
            type="button"
            aria-label={`Show review ${i + 1}`}
            aria-current={selected === i}
            onClick={() => go(i)}
            className="flex size-6 items-center justify-center"
          >
            <span
              className={`block size-2.5 rounded-full ${selected === i ? 'bg-brand-700' : 'bg-slate-300'}`}
            />
          </button>
        ))}
      </div>
    </section>
  );
}
