import { LIBRARY_PAGE_SIZE, LIBRARY_TEXT, paths } from '@medprep/shared/constants';
import { Link } from 'react-router';
import { formatDate } from '../../../lib/format';
import { useTitle } from '../../../lib/use-title';
import { Badge } from '../../../ui/badge';
import { Card } from '../../../ui/card';
import { ListScreen, ListView } from '../../../ui/list';
import { usePageAddress } from '../../../ui/list/page-address';
import { usePurchases } from '../api';
import { EntryThumbnail } from '../components/library-bits';
import { kindView, LIBRARY_UI } from '../kinds';

/** /me/library 'My library': the learner's purchased resource packs and ebooks together. */
export default function MyLibraryPage() {
  useTitle(LIBRARY_TEXT.myLibrary);
  const { filters, pager } = usePageAddress();
  const bought = usePurchases('resource,ebook', filters.page, LIBRARY_PAGE_SIZE);

  return (
    <ListScreen width="5xl" title={LIBRARY_TEXT.myLibrary}>
      <ListView
        query={bought}
        label={LIBRARY_TEXT.myLibrary}
        errorMessage={LIBRARY_UI.libraryFailed}
        errorDetail={(error) => error.message}
        empty={{
          title: LIBRARY_UI.libraryEmpty,
          action: (
            <div className="flex flex-wrap justify-center gap-3">
              <Link to={paths.resources()} className="font-medium text-brand-700 underline">
                {kindView('resource').info.text.catalogueTitle}
              </Link>
              <Link to={paths.ebooks()} className="font-medium text-brand-700 underline">
                {kindView('ebook').info.text.catalogueTitle}
              </Link>
            </div>
          ),
        }}
        pager={{
          ...pager,
          previousLabel: LIBRARY_TEXT.prev,
          nextLabel: LIBRARY_TEXT.next,
        }}
      >
        {(items) => (
          <ul className="grid gap-4 sm:grid-cols-2">
            {items.map((item) => (
              <Card as="li" key={item.id} className="flex items-center gap-3">
                <EntryThumbnail
                  entry={{ id: item.itemId, title: item.title, thumbnail: item.thumbnail }}
                  size="sm"
                  className="w-24 shrink-0 rounded-md"
                />
                <div className="min-w-0 flex-1">
                  <Badge tone={item.kind === 'ebook' ? 'blue' : 'brand'}>
                    {kindView(item.kind === 'ebook' ? 'ebook' : 'resource').info.name}
                  </Badge>
                  <p className="mt-1 font-semibold break-words text-slate-900">
                    <Link to={item.deepLink} className="hover:underline">
                      {item.title}
                    </Link>
                  </p>
                  <p className="text-xs text-slate-600">Bought {formatDate(item.purchasedAt)}</p>
                </div>
              </Card>
            ))}
          </ul>
        )}
      </ListView>
    </ListScreen>
  );
}
