import type { PurchasesResponse } from '@medprep/shared';
import type { ReactNode } from 'react';
import { useSession } from '../../../lib/session';
import { cardClass } from '../../../ui/card';
import type { ListQuery } from '../../../ui/list';
import { TextLink } from '../../../ui/text-link';

/**
 * A catalogue's panel of what the signed-in caller bought there ('My Mocks', 'My Ebooks'): a link to each.
 * Nothing for a guest; with `hideWhenEmpty`, nothing either until there is something to link.
 */
export function PurchasesPanel({
  title,
  headingId,
  query,
  empty,
  failed,
  hideWhenEmpty = false,
}: {
  title: string;
  headingId: string;
  query: ListQuery<PurchasesResponse>;
  empty?: ReactNode;
  failed?: (error: Error) => ReactNode;
  hideWhenEmpty?: boolean;
}) {
  const { user } = useSession();
  const items = query.data?.items ?? [];
  if (!user || (hideWhenEmpty && items.length === 0)) return null;
  return (
    <section aria-labelledby={headingId} className={cardClass()}>
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      {query.isPending ? (
        <p className="mt-2 text-sm text-slate-600">Loading…</p>
      ) : query.isError ? (
        <p className="mt-2 text-sm text-red-700">{failed?.(query.error ?? new Error(''))}</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-2 flex flex-col gap-1">
          {items.map((item) => (
            <li key={item.id}>
              <TextLink to={item.deepLink}>{item.title}</TextLink>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
