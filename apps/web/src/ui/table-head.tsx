import type { ReactNode } from 'react';

/** A plain table's head: one row of column headers (`scope="col"`), each cell classed `cellClass`. */
export function TableHead({ columns, cellClass }: { columns: readonly ReactNode[]; cellClass: string }) {
  return (
    <thead className="bg-slate-50 text-slate-700">
      <tr>
        {columns.map((column, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a table's columns are fixed
          <th key={i} scope="col" className={cellClass}>
            {column}
          </th>
        ))}
      </tr>
    </thead>
  );
}
