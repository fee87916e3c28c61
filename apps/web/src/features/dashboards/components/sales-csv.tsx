import { DASHBOARD_TEXT } from '@medprep/shared/constants';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { Button } from '../../../ui/button';
import { downloadSalesCsv } from '../api';
import type { DayRange } from '../range';

/** The dashboard's range of sales as CSV; says what was saved, or why not. */
export function SalesCsv({ range }: { range: DayRange }) {
  const [done, setDone] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const download = async () => {
    setDone(null);
    setError(null);
    try {
      setDone(DASHBOARD_TEXT.csvDone(await downloadSalesCsv(range)));
    } catch (e) {
      setError(e instanceof ApiError ? e.message : DASHBOARD_TEXT.csvFailed);
    }
  };
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-slate-700">
        {DASHBOARD_TEXT.csvIntro} {range.from} to {range.to}.
      </p>
      <div>
        <Button onClick={download}>{DASHBOARD_TEXT.csvButton}</Button>
      </div>
      <p role="status" className="text-sm text-emerald-800">
        {done}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
