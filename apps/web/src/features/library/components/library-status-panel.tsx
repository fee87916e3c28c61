import type { LibraryEntry } from '@medprep/shared';
import { LIBRARY_TEXT, type LibraryAction, libraryActionsFor } from '@medprep/shared/constants';
import { formatDate, formatPrice } from '../../../lib/format';
import { AlertText } from '../../../ui/alert-text';
import { StatusBadge } from '../../../ui/badge';
import { Button, ButtonLink } from '../../../ui/button';
import { LIBRARY_UI } from '../kinds';
import { LIBRARY_STATUS_SCHEME } from './library-bits';

/**
 * The editor's side panel: the thing's status, price and publication date, Save (it submits the editor's
 * form), the status actions and Delete, and what happened last.
 */
export function LibraryStatusPanel({
  entry,
  busy,
  saving,
  requestPending,
  uploading,
  savedAt,
  dirty,
  message,
  error,
  backTo,
  onTransition,
  onDelete,
}: {
  entry: LibraryEntry | null;
  busy: LibraryAction | 'delete' | null;
  saving: boolean;
  requestPending: boolean;
  uploading: boolean;
  savedAt: number | null;
  dirty: boolean;
  message: string | null;
  error: string | null;
  backTo: string;
  onTransition: (action: LibraryAction) => void;
  onDelete: () => void;
}) {
  return (
    <aside aria-label="Status and actions" className="lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1">
      <div className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
          <dt className="text-slate-600">{LIBRARY_UI.statusLine}</dt>
          <dd>
            {entry ? (
              <StatusBadge status={entry.status} scheme={LIBRARY_STATUS_SCHEME} />
            ) : (
              LIBRARY_TEXT.statusTabs.draft
            )}
          </dd>
          <dt className="text-slate-600">{LIBRARY_UI.priceLine}</dt>
          <dd className="font-medium text-slate-900">
            {entry ? formatPrice(entry.pricing.amountMinor, entry.pricing.currency) : '—'}
            {entry?.pricing.includedInMembership && (
              <span className="font-normal text-slate-600"> {LIBRARY_TEXT.inMembership}</span>
            )}
          </dd>
          <dt className="text-slate-600">{LIBRARY_UI.publishedLine}</dt>
          <dd className="text-slate-900">
            {entry?.publishedAt ? formatDate(entry.publishedAt) : LIBRARY_UI.notPublished}
          </dd>
        </dl>
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            form="library-editor"
            loading={saving}
            aria-disabled={uploading || busy !== null || undefined}
          >
            {entry ? LIBRARY_TEXT.save : LIBRARY_TEXT.create}
          </Button>
          {entry &&
            libraryActionsFor(entry.status).map((action) => (
              <Button
                key={action}
                variant="secondary"
                loading={busy === action}
                aria-disabled={(busy !== null && busy !== action) || requestPending || undefined}
                onClick={() => onTransition(action)}
              >
                {LIBRARY_TEXT[action]}
              </Button>
            ))}
          {entry && (
            <Button
              variant="danger"
              loading={busy === 'delete'}
              aria-disabled={(busy !== null && busy !== 'delete') || undefined}
              onClick={onDelete}
            >
              {LIBRARY_TEXT.delete}
            </Button>
          )}
          <ButtonLink variant="ghost" to={backTo}>
            {LIBRARY_TEXT.back}
          </ButtonLink>
        </div>
        <div aria-live="polite" className="text-sm">
          {savedAt !== null ? (
            <span className="font-medium text-emerald-700">{LIBRARY_UI.saved}</span>
          ) : message ? (
            <span className="font-medium text-emerald-700">{message}</span>
          ) : dirty ? (
            <span className="text-slate-600">{LIBRARY_UI.unsaved}</span>
          ) : null}
        </div>
        <AlertText>{error}</AlertText>
      </div>
    </aside>
  );
}
