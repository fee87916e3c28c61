import { DIGITS, LIBRARY_PAGE_SIZE, LIBRARY_TEXT, PAGE_MAX, paths } from '@medprep/shared/constants';
import { Link, useSearchParams } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { EmptyState, ErrorState, LoadingBlock } from '../../../ui/states';
import { usePurchases } from '../api';
import { EntryThumbnail, LibraryPager } from '../components/library-bits';
import { kindView, LIBRARY_UI } from '../kinds';

/** /me/library 'My library': the learner's purchased resource packs and ebooks together. */
export default function MyLibraryPage() {
  useTitle(LIBRARY_TEXT.myLibrary);
  const [params, setParams] = useSearchParams();
  const raw = params.get('page') ?? '';
  const page = DIGITS.test(raw) && Number(raw) >= 1 ? Math.min(Number(raw), PAGE_MAX) : 1;
  const bought = usePurchases('resource,ebook', page, LIBRARY_PAGE_SIZE);

  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{LIBRARY_TEXT.myLibrary}</h1>
      <section aria-label={LIBRARY_TEXT.myLibrary} aria-busy={bought.isFetching} className="mt-6">
        {bought.isPending ? (
          <LoadingBlock rows={3} />
        ) : bought.isError ? (
          <ErrorState
            message={LIBRARY_UI.libraryFailed}
            detail={bought.error.message}
            onRetry={() => void bought.refetch()}
          />
        ) : bought.data.items.length === 0 ? (
          <EmptyState
            title={LIBRARY_UI.libraryEmpty}
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <Link to={paths.resources()} className="font-medium text-brand-700 underline">
                  {kindView('resource').info.text.catalogueTitle}
                </Link>
                <Link to={paths.ebooks()} className="font-medium text-brand-700 underline">
                  {kindView('ebook').info.text.catalogueTitle}
                </Link>
              </div>
            }
          />
        ) : (
          <>
            <ul className="grid gap-4 sm:grid-cols-2">
              {bought.data.items.map((item) => (
                <li
                  key={item.id}
                  className="flex items-center gap-3 rounded-2xl border border-slate-200 bg-white p-3 shadow-sm"
                >
                  <EntryThumbnail
                    entry={{ id: item.itemId, title: item.title, thumbnail: item.thumbnail }}
                    size="sm"
                    className="w-24 shrink-0 rounded-md"
                  />
                  <div className="min-w-0 flex-1">
                    <Badge tone={item.kind === 'ebook' ? 'blue' : 'brand'}>
                      {item.kind === 'ebook' ? kindView('ebook').info.name : kindView('resource').info.name}
                    </Badge>
                    <p className="mt-1 font-semibold break-words text-slate-900">
                      <Link to={item.deepLink} className="hover:underline">
                        {item.title}
                      </Link>
                    </p>
                    <p className="text-xs text-slate-600">Bought {formatDate(item.purchasedAt)}</p>
                  </div>
                </li>
              ))}
            </ul>
            <LibraryPager
              page={page}
              hasNextPage={bought.data.meta.hasNextPage}
              onPage={(next) => setParams(next > 1 ? { page: String(next) } : {})}
            />
          </>
        )}
      </section>
    </div>
  );
}
