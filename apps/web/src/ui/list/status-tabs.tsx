import { clsx } from 'clsx';

export interface StatusTab<T extends string> {
  /** undefined: all. */
  value: T | undefined;
  label: string;
}

/** One tab button's look, for any row of exclusive filter buttons. */
export const tabButtonClass = (active: boolean) =>
  clsx(
    'min-h-9 rounded-lg px-4 text-sm font-semibold transition-colors',
    active ? 'bg-white text-brand-800 shadow-sm' : 'text-slate-700 hover:text-slate-900',
  );

/** All / Draft / Published …: toggle buttons (aria-pressed) in a named group; the pressed one is the filter. */
export function StatusTabs<T extends string>({
  tabs,
  value,
  onChange,
  legend = 'Status',
}: {
  tabs: readonly StatusTab<T>[];
  value: T | undefined;
  onChange: (value: T | undefined) => void;
  legend?: string;
}) {
  return (
    <fieldset className="min-w-0">
      <legend className="sr-only">{legend}</legend>
      <div className="flex flex-wrap gap-1 rounded-xl bg-slate-100 p-1">
        {tabs.map((tab) => {
          const active = value === tab.value;
          return (
            <button
              key={tab.label}
              type="button"
              aria-pressed={active}
              onClick={() => onChange(tab.value)}
              className={tabButtonClass(active)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
