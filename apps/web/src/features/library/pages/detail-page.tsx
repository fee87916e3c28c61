import type { LibraryItem } from '@medprep/shared';
import {
  LIBRARY_MESSAGES,
  LIBRARY_TEXT,
  libraryViewerState,
  POST_PAYMENT_TEXT,
  paths,
} from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatPrice } from '../../../lib/format';
import { usePublicConfig } from '../../../lib/public-config';
import { useSession } from '../../../lib/session';
import { useTitle } from '../../../lib/use-title';
import { AlertText } from '../../../ui/alert-text';
import { Badge } from '../../../ui/badge';
import { Button } from '../../../ui/button';
import { LoadingBlock } from '../../../ui/states';
import { BackLink } from '../../../ui/text-link';
import { PostPaymentBanner, useReturnedCheckout } from '../../payments';
import { ReviewSection } from '../../reviews';
import { confirmPurchase, libraryNavigation, startCheckout, useDetail } from '../api';
import { EntryLoadError } from '../components/entry-load-error';
import { EntryThumbnail, fileFacts } from '../components/library-bits';
import { kindFromPath, kindView, LIBRARY_UI, messageOf } from '../kinds';

type Confirming = 'idle' | 'confirming' | 'unconfirmed';

/**
 * /resources/{slug} and /ebooks/{slug}: the overview and badge, the contents once unlocked (else a purchase
 * teaser), and the price panel with Buy.
 */
export default function LibraryDetailPage() {
  const { slug = '' } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { kind, info } = kindView(kindFromPath(location.pathname));
  const { user, loading } = useSession();
  const detail = useDetail(kind, slug);
  const client = useQueryClient();
  useTitle(detail.data?.entry.title ?? info.text.catalogueTitle);
  const [buying, setBuying] = useState(false);
  const [buyError, setBuyError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Confirming>('idle');
  const handled = useRef<string | null>(null);
  // Read once: the confirmation below tidies the address.
  const returnedCheckout = useReturnedCheckout();

  // Back from checkout: ?purchase=success&session_id=… confirms the purchase, then the page reloads unlocked.
  const params = new URLSearchParams(location.search);
  const sessionId = params.get('purchase') === 'success' ? params.get('session_id') : null;
  useEffect(() => {
    if (!sessionId || loading || !user || handled.current === sessionId) return;
    handled.current = sessionId;
    setConfirming('confirming');
    void (async () => {
      let unlocked = false;
      try {
        unlocked = (await confirmPurchase(kind, sessionId)).unlocked;
      } catch (error) {
        console.error('Purchase confirmation failed', error);
      }
      await client.invalidateQueries({ queryKey: ['library'] });
      setConfirming(unlocked ? 'idle' : 'unconfirmed');
      navigate({ pathname: location.pathname, search: '' }, { replace: true });
    })();
  }, [sessionId, loading, user, kind, client, navigate, location.pathname]);

  const buy = async () => {
    if (!detail.data || buying) return;
    if (!user) {
      navigate(paths.login(location.pathname));
      return;
    }
    setBuying(true);
    setBuyError(null);
    try {
      libraryNavigation.assign(await startCheckout(kind, detail.data.entry.id));
    } catch (error) {
      setBuyError(messageOf(error, LIBRARY_MESSAGES.unknownError));
      setBuying(false);
    }
  };

  if (detail.isPending) {
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="sr-only">{info.text.catalogueTitle}</h1>
        <LoadingBlock rows={5} />
      </div>
    );
  }
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-16">
        <h1 className="text-2xl font-bold text-slate-900">
          {notFound ? info.messages.notFound : LIBRARY_MESSAGES.loadFailed}
        </h1>
        <EntryLoadError
          error={detail.error}
          notFound={info.messages.notFound}
          onRetry={() => void detail.refetch()}
          back={{ to: paths.libraryCatalogue(kind), label: info.text.catalogueTitle }}
        />
      </div>
    );
  }

  const { entry, items } = detail.data;
  const state = libraryViewerState(entry);
  const open = entry.unlocked || state === 'free';
  const price = formatPrice(entry.pricing.amountMinor, entry.pricing.currency);
  const badge =
    state === 'free' ? (
      <Badge tone="green">{LIBRARY_TEXT.badgeFree}</Badge>
    ) : state === 'owned' ? (
      <Badge tone="brand">{LIBRARY_TEXT.badgeOwned}</Badge>
    ) : (
      <Badge tone="gray">{LIBRARY_TEXT.badgeLocked}</Badge>
    );

  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
      <BackLink to={paths.libraryCatalogue(kind)}>{info.text.catalogueTitle}</BackLink>
      {returnedCheckout && entry.unlocked && (
        <div className="mt-4">
          <PostPaymentBanner
            kind={kind}
            sessionId={returnedCheckout}
            next={{ label: POST_PAYMENT_TEXT.next[kind], href: '#contents' }}
          />
        </div>
      )}
      <div className="mt-4 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <article className="flex min-w-0 flex-col gap-6">
          <header className="flex flex-col gap-3">
            <div className="flex flex-wrap items-center gap-2">
              {entry.category && <Badge tone="blue">{entry.category}</Badge>}
              {badge}
            </div>
            <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">{entry.title}</h1>
            {entry.publishedAt && (
              <p className="text-sm text-slate-600">Published {formatDate(entry.publishedAt)}</p>
            )}
          </header>
          <EntryThumbnail entry={entry} className="w-full max-w-2xl rounded-2xl" />
          {confirming === 'confirming' && (
            <p role="status" className="rounded-lg bg-sky-50 px-3 py-2 text-sm text-sky-900">
              {LIBRARY_UI.confirming}
            </p>
          )}
          {confirming === 'unconfirmed' && !entry.unlocked && (
            <p role="status" className="rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
              {LIBRARY_UI.notConfirmed}
            </p>
          )}
          <section aria-labelledby="overview">
            <h2 id="overview" className="text-xl font-semibold text-slate-900">
              {LIBRARY_TEXT.overview}
            </h2>
            <p className="mt-2 whitespace-pre-line text-slate-700">{entry.description || '—'}</p>
          </section>
          <section aria-labelledby="contents">
            <h2 id="contents" className="text-xl font-semibold text-slate-900">
              {LIBRARY_TEXT.contents}{' '}
              <span className="text-base font-normal text-slate-600">({entry.itemCount})</span>
            </h2>
            {!open ? (
              <p className="mt-2 rounded-lg border border-dashed border-slate-300 bg-white p-4 text-slate-700">
                {info.messages.locked}
              </p>
            ) : items.length === 0 ? (
              <p className="mt-2 text-slate-700">{LIBRARY_TEXT.noFiles}</p>
            ) : (
              <ul className="mt-3 flex flex-col gap-2">
                {items.map((item) => (
                  <ContentRow key={item.id} item={item} />
                ))}
              </ul>
            )}
          </section>
          <ReviewSection kind={kind} itemId={entry.id} />
        </article>

        <aside
          aria-label="Purchase"
          className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:sticky lg:top-20"
        >
          <div className="flex items-baseline gap-2">
            <span className="text-3xl font-bold text-slate-900">
              {state === 'free' ? LIBRARY_TEXT.badgeFree : price}
            </span>
            {state !== 'free' && <span className="text-sm text-slate-600">{LIBRARY_TEXT.oneTime}</span>}
          </div>
          {entry.pricing.includedInMembership && state !== 'free' && (
            <div>
              <Badge tone="brand">{LIBRARY_TEXT.freeForMembers}</Badge>
            </div>
          )}
          {state === 'locked' && !entry.unlocked ? (
            <div className="flex flex-col gap-2">
              <Button size="lg" loading={buying} onClick={() => void buy()}>
                {buying ? LIBRARY_TEXT.redirecting : info.text.buy}
              </Button>
              <CheckoutNote />
              <AlertText>{buyError}</AlertText>
            </div>
          ) : state === 'owned' ? (
            <p className="font-medium text-emerald-800">{info.messages.owned}</p>
          ) : null}
          <ul className="flex flex-col gap-1 text-sm text-slate-700">
            <li>✓ {LIBRARY_TEXT.perkDownloads}</li>
            <li>✓ {LIBRARY_TEXT.perkLifetime}</li>
            {entry.pricing.includedInMembership && <li>✓ {LIBRARY_TEXT.freeForMembers}</li>}
          </ul>
        </aside>
      </div>
    </div>
  );
}

/** What the checkout is: the built-in test checkout takes no real money. */
function CheckoutNote() {
  const config = usePublicConfig();
  if (!config.data) return null;
  return (
    <p className="text-center text-xs text-slate-600">
      {LIBRARY_TEXT.checkoutNote[config.data.paymentProvider]}
    </p>
  );
}

function ContentRow({ item }: { item: LibraryItem }) {
  const facts = fileFacts(item);
  const href = item.type === 'file' ? item.file?.url : item.link?.url;
  return (
    <li className="flex flex-wrap items-center gap-3 rounded-xl border border-slate-200 bg-white p-3">
      <div className="min-w-0 flex-1">
        <p className="font-medium break-words text-slate-900">{item.title}</p>
        <p className="text-xs text-slate-600">
          {item.type === 'file' ? facts : item.link?.note || item.link?.url}
        </p>
      </div>
      {href && (
        <a
          href={href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-9 items-center rounded-lg border border-slate-500 px-3 text-sm font-semibold text-slate-800 hover:bg-slate-100"
          aria-label={`${item.type === 'file' ? LIBRARY_TEXT.download : LIBRARY_TEXT.open} ${item.title} (opens in a new tab)`}
        >
          {item.type === 'file' ? LIBRARY_TEXT.download : LIBRARY_TEXT.open}
        </a>
      )}
    </li>
  );
}
