import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatDate } from '../../lib/format';
import { StatusBadge, type StatusScheme } from '../badge';
import type { Column } from './table';

/** A row's name cell: its picture, then the title and a short line under it (the address, say). */
export function PictureTitleCell({
  picture,
  title,
  detail,
}: {
  picture: ReactNode;
  title: string;
  detail: string;
}) {
  return (
    <div className="flex items-center gap-3">
      {picture}
      <div className="min-w-0">
        <p className="font-semibold break-words text-slate-900">{title}</p>
        <p className="truncate text-xs text-slate-600">{detail}</p>
      </div>
    </div>
  );
}

/** The 'Status' column: the row's status as the feature's badge. */
export const statusColumn = <T, S extends string>(
  status: (row: T) => S,
  scheme: StatusScheme<S>,
): Column<T> => ({
  key: 'status',
  header: 'Status',
  cell: (row) => <StatusBadge status={status(row)} scheme={scheme} />,
});

/** The 'Updated' column: when the row last changed. */
export const updatedColumn = <T,>(at: (row: T) => string): Column<T> => ({
  key: 'updated',
  header: 'Updated',
  className: 'whitespace-nowrap text-slate-700',
  cell: (row) => formatDate(at(row)),
});

/** The 'Actions' column with one link: `text` ('Edit'), named for its row for screen readers. */
export const editColumn = <T,>(
  to: (row: T) => string,
  name: (row: T) => string,
  text = 'Edit',
): Column<T> => ({
  key: 'actions',
  header: 'Actions',
  role: 'actions',
  cell: (row) => (
    <Link
      to={to(row)}
      aria-label={`${text} ${name(row)}`}
      className="inline-flex min-h-9 items-center rounded-lg px-3 text-sm font-semibold text-brand-700 hover:bg-brand-50"
    >
      {text}
    </Link>
  ),
});
