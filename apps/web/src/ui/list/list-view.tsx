import { clsx } from 'clsx';
import { Fragment, type ReactNode } from 'react';
import { LoadingBlock } from '../loading';
import { Pager } from '../pager';
import { EmptyState, ErrorState, ownDetail } from '../states';
import { CardList, type Column, ResponsiveTable } from './table';

/** What a list needs of its query (a TanStack Query result fits). */
export interface ListQuery<D> {
  data: D | undefined;
  error: Error | null;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

export interface ListEmpty {
  title: ReactNode;
  body?: ReactNode;
  action?: ReactNode;
}

/**
 * A list drawn as cards: each item's card in one `ul` (or `div`) styled by `className` (a grid, a column);
 * the card is the `li` itself unless `li` is given (true, or the class of an `li` around each card).
 * `key` picks each row's key, its `id` unless told.
 */
export interface CardsLayout<T> {
  className: string;
  as?: 'ul' | 'div';
  labelledBy?: string;
  li?: true | string;
  key?: (row: T) => string;
  item: (row: T) => ReactNode;
}

/** What the skeleton says unless told: 'Loading reviews…' for the list named 'Reviews'. */
const loadingOf = (label: string | undefined) => (label ? `Loading ${label.toLowerCase()}…` : undefined);

const rowId = (row: unknown) => (row as { id: string }).id;

function Cards<T>({ rows, layout }: { rows: readonly T[]; layout: CardsLayout<T> }) {
  const Tag = layout.as ?? 'ul';
  const key = layout.key ?? rowId;
  return (
    <Tag className={layout.className} aria-labelledby={layout.labelledBy}>
      {rows.map((row) =>
        layout.li ? (
          <li key={key(row)} className={layout.li === true ? undefined : layout.li}>
            {layout.item(row)}
          </li>
        ) : (
          <Fragment key={key(row)}>{layout.item(row)}</Fragment>
        ),
      )}
    </Tag>
  );
}

/** A list of row cards (each a CardRow, say): named by `label`, keyed by `key` (the row's `id` unless told). */
export interface RowCardsLayout<T> {
  label?: string;
  key?: (row: T) => string;
  item: (row: T) => ReactNode;
}

/** The items of a page of results shaped `{ items }`. */
type ItemOf<D> = D extends { items: readonly (infer I)[] } ? I : never;

/**
 * A list's states in one place: the skeleton while loading, the error with Retry (refetching), the empty
 * state (its words from the feature), else `children` with the items, then the pager. The section is
 * named by `label` (its skeleton says 'Loading <label>…' unless `loadingLabel` says otherwise) and busy while
 * refetching. `items` picks the rows from the data; `data.items` unless told.
 * `skeleton` replaces the default loading rows (a grid of card outlines, say). `table` draws the items as a
 * ResponsiveTable (table wide, cards narrow), `cards` as a list of cards and `rowCards` as a list of row cards
 * (title and lines, then actions: side by side when wide), instead of `children`.
 * `serverDetail` shows the error's own message under the headline when it says something else.
 */
export function ListView<D, T = ItemOf<D>>({
  query,
  items,
  label,
  loadingLabel,
  loadingRows = 4,
  skeleton,
  errorMessage,
  errorDetail,
  serverDetail,
  errorView,
  empty,
  summary,
  pager,
  className,
  table,
  cards,
  rowCards,
  children,
}: {
  query: ListQuery<D>;
  items?: (data: D) => readonly T[];
  label?: string;
  loadingLabel?: string;
  loadingRows?: number;
  skeleton?: ReactNode;
  /** The error's headline; `errorDetail` under it (the server's message, say). */
  errorMessage: ReactNode;
  errorDetail?: (error: Error) => ReactNode;
  serverDetail?: boolean;
  /** Shown instead of the error with Retry when it returns something (a 403's notice, say). */
  errorView?: (error: Error) => ReactNode;
  empty: ListEmpty | ((data: D) => ListEmpty);
  /** A line above the items (a count). */
  summary?: (data: D) => ReactNode;
  /** The pager under the items (and on an empty page past the first, to go back). */
  pager?: {
    page: number;
    hasNextPage: (data: D) => boolean;
    onPage: (page: number) => void;
    scrollTargetId?: string;
    previousLabel?: string;
    nextLabel?: string;
  };
  className?: string;
  table?: { caption: string; columns: readonly Column<T>[]; rowKey: (row: T) => string; fixed?: boolean };
  cards?: CardsLayout<T>;
  rowCards?: RowCardsLayout<T>;
  children?: (items: readonly T[], data: D) => ReactNode;
}) {
  const body = () => {
    if (query.isPending)
      return skeleton ?? <LoadingBlock label={loadingLabel ?? loadingOf(label)} rows={loadingRows} />;
    if (query.isError || query.data === undefined) {
      const error = query.error ?? new Error('');
      const custom = errorView?.(error);
      if (custom) return custom;
      return (
        <ErrorState
          message={errorMessage}
          detail={serverDetail ? ownDetail(error, errorMessage) : errorDetail?.(error)}
          onRetry={() => void query.refetch()}
        />
      );
    }
    const data = query.data;
    const list = items ? items(data) : ((data as { items?: readonly T[] }).items ?? []);
    const showPager = pager && (list.length > 0 || pager.page > 1);
    let content: ReactNode;
    if (list.length === 0) {
      const words = typeof empty === 'function' ? empty(data) : empty;
      content = (
        <EmptyState title={words.title} action={words.action}>
          {words.body}
        </EmptyState>
      );
    } else {
      content = (
        <>
          {summary && (
            <p className="mb-3 text-sm text-slate-600" aria-live="polite">
              {summary(data)}
            </p>
          )}
          {table && <ResponsiveTable {...table} rows={list} />}
          {cards && <Cards rows={list} layout={cards} />}
          {rowCards && (
            <CardList
              label={rowCards.label}
              rows={list}
              rowKey={rowCards.key ?? rowId}
              className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between"
            >
              {rowCards.item}
            </CardList>
          )}
          {!table && !cards && !rowCards && children?.(list, data)}
        </>
      );
    }
    return (
      <>
        {content}
        {showPager && (
          <Pager
            page={pager.page}
            hasNextPage={pager.hasNextPage(data)}
            onPage={pager.onPage}
            scrollTargetId={pager.scrollTargetId}
            previousLabel={pager.previousLabel}
            nextLabel={pager.nextLabel}
          />
        )}
      </>
    );
  };
  return (
    <section aria-label={label} aria-busy={query.isFetching} className={clsx('min-w-0', className)}>
      {body()}
    </section>
  );
}
