/**
 * The height the reviews' slides take at least, shared by the carousel (testimonials.tsx) and the placeholder
 * that stands in for it until its code arrives (lazy-testimonials.tsx), so nothing moves when it does. Each
 * step is at least the tallest review at the narrowest width of its range (one, two or three slides across;
 * long reviews are cut at LONG_QUOTE_THRESHOLD characters). Measured in Chromium, tallest slide: 406 px at
 * 320 px wide, 358 at 360, 382 at 640, 334 at 768, 382 at 1024, 310 at 1280.
 */
export const SLIDES_MIN_HEIGHT =
  'min-h-[26rem] min-[360px]:min-h-[23rem] sm:min-h-[24.5rem] md:min-h-[21.5rem] lg:min-h-[24.5rem] xl:min-h-[20rem]';

/** The carousel's round controls (Pause, Previous, Next), which the placeholder's control row matches. */
export const CONTROL_CLASS =
  'inline-flex size-10 items-center justify-center rounded-full border border-slate-500 bg-white text-lg text-slate-700 hover:bg-slate-100';

/** The reviews' heading, shown by the carousel and by its placeholder. */
export const TESTIMONIALS_HEADING = 'What learners say';
