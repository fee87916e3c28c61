import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** The card of a sign-in page (log in, reset a password …); `back` is a link under its form (Back to log in). */

export function AuthCard({
  title,
  subtitle,
  back,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: ReactNode };
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex max-w-md flex-col px-4 py-10 sm:py-16">
      <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1 text-sm text-slate-600">{subtitle}</p>}
        <div className="mt-6">
          {children}
          {back && (
            <p className="mt-4 text-sm">
              <Link to={back.to} className="font-semibold text-brand-700 underline">
                {back.label}
              </Link>
            </p>
          )}
        </div>
      </div>
    </div>
  );
}
