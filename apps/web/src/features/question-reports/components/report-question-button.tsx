import { QUESTION_REPORT_MESSAGES } from '@medprep/shared/constants';
import { clsx } from 'clsx';
import { Suspense, useState } from 'react';
import { lazyOnDemand, OnDemand } from '../../../lib/lazy-on-demand';
import { Button } from '../../../ui/button';
import { QUESTION_REPORT_TEXT } from '../content';
import type { ReportQuestionDialogProps } from './report-question-dialog';

/** The form (and its schema) loads when the button is first pointed at, focused or pressed. */
const dialog = lazyOnDemand<ReportQuestionDialogProps>(() => import('./report-question-dialog'));

/**
 * 'Report this question' beside an answered question: opens a dialog with a reason and a text; once sent,
 * the line under the button says what happens next.
 */
export function ReportQuestionButton({ questionId, className }: { questionId: string; className?: string }) {
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState(false);
  return (
    <div className={clsx('flex flex-col items-start gap-1', className)}>
      <Button
        variant="secondary"
        size="sm"
        aria-haspopup="dialog"
        onPointerEnter={() => void dialog.load()}
        onFocus={() => void dialog.load()}
        onClick={() => setOpen(true)}
      >
        {QUESTION_REPORT_TEXT.button}
      </Button>
      {sent && (
        <p role="status" className="text-sm text-emerald-800">
          {QUESTION_REPORT_MESSAGES.sent}
        </p>
      )}
      {open && (
        <Suspense fallback={null}>
          <OnDemand
            of={dialog}
            props={{
              questionId,
              onClose: () => setOpen(false),
              onSent: () => {
                setSent(true);
                setOpen(false);
              },
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
