import { type ReactNode, useId } from 'react';

/** One settings section: a heading and its content, in a card. */
export function Section({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
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
      <div className="mt-4">{children}</div>
    </section>
  );
}

/** A short confirmation that screen readers announce. */
export function Saved({ message }: { message: string | null }) {
  return (
    <p role="status" aria-live="polite" className="text-sm text-green-800">
      {message}
    </p>
  );
}
