import { clsx } from 'clsx';
import { useEffect, useState } from 'react';
import { whenIdle } from '../../../lib/idle';
import { lazyOnDemand, OnDemand } from '../../../lib/lazy-on-demand';
import { HOME_TEXT } from '../content';
import { CONTROL_CLASS, SLIDES_MIN_HEIGHT } from './testimonials-layout';

/** The carousel (embla, its autoplay and the ten reviews) is not part of the home page's first-load code. */
const carousel = lazyOnDemand<object>(() =>
  import('./testimonials').then((m) => ({ default: m.Testimonials })),
);

/**
 * What stands in for the carousel until its code arrives: the same section, heading and control row, and
 * the room its slides and pickers take (the section is below the fold at every width, and the reserved
 * height keeps what follows where it is), so nothing moves when the carousel replaces it.
 */
function Placeholder() {
  return (
    <section aria-labelledby="testimonials-heading" className="mx-auto max-w-7xl px-4 py-14">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="testimonials-heading" className="text-2xl font-bold text-slate-900 sm:text-3xl">
          {HOME_TEXT.testimonials}
        </h2>
        <div aria-hidden className="flex gap-2">
          <span className={CONTROL_CLASS} />
          <span className={CONTROL_CLASS} />
          <span className={CONTROL_CLASS} />
        </div>
      </div>
      <div aria-hidden className={clsx('mt-6 rounded-2xl bg-slate-100', SLIDES_MIN_HEIGHT)} />
      <div aria-hidden className="mt-4 h-6" />
    </section>
  );
}

/**
 * The home page's reviews carousel (testimonials.tsx), loaded when the browser is idle after the first
 * paint; a placeholder of the same size holds its place until then.
 */
export function Testimonials() {
  const [ready, setReady] = useState(false);
  useEffect(
    () =>
      whenIdle(() => {
        carousel.load().then(
          () => setReady(true),
          () => {
            // Offline or a stale deployment: the placeholder stays, the page still works.
          },
        );
      }),
    [],
  );
  return ready ? <OnDemand of={carousel} props={{}} /> : <Placeholder />;
}
