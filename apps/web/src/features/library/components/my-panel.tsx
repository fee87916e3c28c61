import type { LibraryKind } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { useSession } from '../../../lib/session';
import { PANEL_LIMIT, usePurchases } from '../api';
import { kindView, LIBRARY_UI } from '../kinds';

/** 'My Resources' / 'My Ebooks': the learner's bought ones (GET /me/purchases?kinds=…&limit=6). */
export function MyPanel({ kind }: { kind: LibraryKind }) {
  const { info } = kindView(kind);
  const { user } = useSession();
  const bought = usePurchases(kind, 1, PANEL_LIMIT);
  if (!user) return null;
  return (
    <section
      aria-labelledby="my-library-panel"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id="my-library-panel" className="text-lg font-bold text-slate-900">
        {info.text.myPanel}
      </h2>
      {bought.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading…</p>
      ) : bought.isError ? (
        <p className="mt-2 text-sm text-red-700">{bought.error.message}</p>
      ) : bought.data.items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{LIBRARY_UI.nothingBought}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {bought.data.items.map((item) => (
            <li key={item.id}>
              <Link to={item.deepLink} className="text-sm font-medium text-brand-700 underline">
                {item.title}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
