import { PAGER_TEXT, pageLabel } from '@medprep/shared/constants';
import { Button } from './button';

/** Previous and Next around 'Page N'. */
export function Pager({
  page,
  hasNextPage,
  onPage,
}: {
  page: number;
  hasNextPage: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={PAGER_TEXT.label} className="mt-6 flex items-center justify-center gap-3">
      <Button variant="secondary" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {PAGER_TEXT.previous}
      </Button>
      <span className="text-sm text-slate-600" aria-current="page">
        {pageLabel(page)}
      </span>
      <Button variant="secondary" size="sm" disabled={!hasNextPage} onClick={() => onPage(page + 1)}>
        {PAGER_TEXT.next}
      </Button>
    </nav>
  );
}
