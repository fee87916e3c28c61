import { clsx } from 'clsx';
import type { Key, ReactNode } from 'react';
import { Card, cardClass } from '../card';

export interface Column<T> {
  /** Unique among the columns. */
  key: string;
  /** The column's header; on a card, the label before the value. */
  header: string;
  cell: (row: T) => ReactNode;
  /**
   * 'title': the row's name, at the top of its card; 'actions': links and buttons, header read by screen
   * readers only, at the foot of the card, right-aligned in the table; 'field' (default): a labelled value.
   */
  role?: 'title' | 'field' | 'actions';
  /** The value on a card when it differs from the table's cell (shorter, say); null leaves it off the card. */
  card?: (row: T) => ReactNode;
  /** Extra classes for the column's cells and header (a width, nowrap …). */
  className?: string;
}

/**
 * The same rows as a table on wide screens (caption, column headers) and as a list of cards on narrow ones
 * (each card: the title column, then each field as 'Header: value', then the actions). Only one of the two
 * is displayed; nothing scrolls sideways at 320 px.
 */
export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  fixed = false,
}: {
  /** Names the table (visually hidden) and the list of cards. */
  caption: string;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => Key;
  /** Fixed layout: the columns' widths come from their classes, long texts are cut with an ellipsis. */
  fixed?: boolean;
}) {
  const title = columns.find((column) => column.role === 'title');
  const fields = columns.filter((column) => (column.role ?? 'field') === 'field');
  const actions = columns.filter((column) => column.role === 'actions');
  return (
    <>
      <div className={cardClass('hidden overflow-hidden md:block', false)}>
        <table className={clsx('w-full text-left text-sm', fixed && 'table-fixed')}>
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-slate-50 text-xs font-semibold tracking-wide text-slate-700 uppercase">
            <tr>
              {columns.map((column) => (
                <th key={column.key} scope="col" className={clsx('px-4 py-3', column.className)}>
                  {column.role === 'actions' ? (
                    <span className="sr-only">{column.header}</span>
                  ) : (
                    column.header
                  )}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {rows.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={clsx(
                      'px-4 py-3 align-middle',
                      column.role === 'actions' && 'text-right',
                      column.className,
                    )}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className="flex flex-col gap-3 md:hidden">
        {rows.map((row) => (
          <Card as="li" key={rowKey(row)} className="min-w-0 break-words">
            {title && <div className="min-w-0">{(title.card ?? title.cell)(row)}</div>}
            {fields.length > 0 && (
              <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
                {fields.map((column) => {
                  const value = (column.card ?? column.cell)(row);
                  if (value === null || value === undefined || value === false) return null;
                  return (
                    <div key={column.key} className="contents">
                      <dt className="text-slate-600">{column.header}</dt>
                      <dd className="min-w-0 text-slate-800">{value}</dd>
                    </div>
                  );
                })}
              </dl>
            )}
            {actions.length > 0 && (
              <div className="mt-3 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-2">
                {actions.map((column) => (
                  <div key={column.key}>{(column.card ?? column.cell)(row)}</div>
                ))}
              </div>
            )}
          </Card>
        ))}
      </ul>
    </>
  );
}

/** Cards at every width, for rows that hold forms or long text (mail, requests, users). */
export function CardList<T>({
  label,
  rows,
  rowKey,
  children,
  className,
}: {
  label?: string;
  rows: readonly T[];
  rowKey: (row: T) => Key;
  children: (row: T) => ReactNode;
  className?: string;
}) {
  return (
    <ul aria-label={label} className="flex flex-col gap-3">
      {rows.map((row) => (
        <Card as="li" key={rowKey(row)} className={clsx('min-w-0', className)}>
          {children(row)}
        </Card>
      ))}
    </ul>
  );
}
