import { clsx } from 'clsx';
import { type ReactNode, useId } from 'react';

/**
 * A titled section in a card (a settings group, an editor's part, a panel of an admin's review): the heading
 * names the section, an optional line sits under it; `stack` spaces several children evenly.
 */
export function SectionCard({
  title,
  intro,
  stack = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  stack?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
    >
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {intro && <p className="mt-1 text-sm text-slate-600">{intro}</p>}
      <div className={clsx('mt-4', stack && 'flex flex-col gap-4')}>{children}</div>
    </section>
  );
}
