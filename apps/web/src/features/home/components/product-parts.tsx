import { paths } from '@medprep/shared/paths';
import { Link } from 'react-router';
import { PRODUCT_PARTS, PRODUCT_PARTS_HEADING, type ProductPartKey } from '../content';

const HREFS: Record<ProductPartKey, string> = {
  quizzes: paths.quizzes(),
  courses: paths.courses(),
  live: paths.live(),
  tutors: paths.tutors(),
  resources: paths.resources(),
  ebooks: paths.ebooks(),
};

/**
 * Each part of the product with a short line and a link, under the hero: on a 1280 × 800 laptop all six
 * sit above the fold in one row. Each card's title is its link; the whole card answers
 * a click.
 */
export function ProductParts() {
  return (
    <section aria-labelledby="parts-heading" className="mx-auto max-w-7xl px-4 pb-10">
      <h2 id="parts-heading" className="text-lg font-bold text-slate-900">
        {PRODUCT_PARTS_HEADING}
      </h2>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-6">
        {PRODUCT_PARTS.map((part) => (
          <li
            key={part.key}
            className="relative flex gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm transition-shadow focus-within:shadow-md hover:border-brand-500 hover:shadow-md xl:flex-col xl:gap-2"
          >
            <span
              aria-hidden
              className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700"
            >
              <svg
                aria-hidden
                viewBox="0 0 24 24"
                className="size-6"
                fill="none"
                stroke="currentColor"
                strokeWidth={1.8}
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={part.icon} />
              </svg>
            </span>
            <div className="min-w-0">
              <h3 className="font-semibold text-slate-900">
                <Link
                  to={HREFS[part.key]}
                  className="after:absolute after:inset-0 after:rounded-2xl after:content-[''] hover:text-brand-700"
                >
                  {part.title}
                  <span aria-hidden className="ml-1 text-brand-700">
                    →
                  </span>
                </Link>
              </h3>
              <p className="mt-1 text-sm text-slate-600">{part.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
