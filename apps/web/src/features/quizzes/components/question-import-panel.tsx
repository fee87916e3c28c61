import type { QuestionImportProblem } from '@medprep/shared';
import { QUESTION_CSV_MESSAGES } from '@medprep/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ProgressBar } from '../../../lib/progress-bar';
import { Button } from '../../../ui/button';
import { FileDropBox } from '../../../ui/file-drop-box';
import { type Column, ResponsiveTable } from '../../../ui/list';
import {
  downloadQuestionTemplate,
  exportQuestionsCsv,
  importQuestionsCsv,
  QuestionImportError,
  questionsQueryOptions,
  quizKeys,
} from '../api';
import type { InstructorQuestion } from '../types';

const text = QUESTION_CSV_MESSAGES;

type Outcome =
  | { kind: 'idle' }
  | { kind: 'uploading'; name: string; percent: number }
  | { kind: 'imported'; count: number }
  | { kind: 'refused'; message: string; rows: QuestionImportProblem[] };

const problemColumns: readonly Column<QuestionImportProblem>[] = [
  {
    key: 'row',
    header: 'Row',
    cell: (p) => p.row,
    card: (p) => `Row ${p.row}`,
    role: 'title',
    className: 'w-20',
  },
  {
    key: 'field',
    header: 'Column',
    cell: (p) => <code className="break-all">{p.field}</code>,
    className: 'w-48',
  },
  { key: 'message', header: 'Message', cell: (p) => p.message },
];

const isCsv = (file: File) => file.name.toLowerCase().endsWith('.csv') || file.type === 'text/csv';

/**
 * The builder's CSV panel: import a file of questions (drop or choose; progress while it uploads; every refused
 * cell in a table, or how many were added), export the quiz's questions, download the template.
 */
export function QuestionImportPanel({
  quizId,
  slug,
  onImported,
}: {
  quizId: string;
  slug: string;
  /** The quiz's questions after an import, for the builder's list. */
  onImported: (questions: InstructorQuestion[]) => void;
}) {
  const client = useQueryClient();
  const headingId = useId();
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [downloadError, setDownloadError] = useState<string | null>(null);

  const upload = async (files: File[]) => {
    const file = files[0];
    if (!file || outcome.kind === 'uploading') return;
    if (!isCsv(file)) {
      setOutcome({ kind: 'refused', message: text.notCsv, rows: [] });
      return;
    }
    setOutcome({ kind: 'uploading', name: file.name, percent: 0 });
    try {
      const { imported } = await importQuestionsCsv(quizId, file, (percent) =>
        setOutcome({ kind: 'uploading', name: file.name, percent }),
      );
      await client.invalidateQueries({ queryKey: quizKeys.instructorQuiz(quizId) });
      const list = await client.fetchQuery({ ...questionsQueryOptions(quizId), staleTime: 0 });
      onImported(list.items);
      setOutcome({ kind: 'imported', count: imported });
    } catch (failure) {
      setOutcome({
        kind: 'refused',
        message: failure instanceof Error && failure.message ? failure.message : text.importFailed,
        rows: failure instanceof QuestionImportError ? failure.rows : [],
      });
    }
  };

  const download = async (run: () => Promise<void>, fallback: string) => {
    setDownloadError(null);
    try {
      await run();
    } catch (failure) {
      setDownloadError(failure instanceof Error && failure.message ? failure.message : fallback);
    }
  };

  return (
    <section
      aria-labelledby={headingId}
      className="flex flex-col gap-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={headingId} className="text-lg font-bold text-slate-900">
          {text.importQuestions}
        </h2>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download(downloadQuestionTemplate, text.templateFailed)}
          >
            {text.downloadTemplate}
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void download(() => exportQuestionsCsv(quizId, slug), text.exportFailed)}
          >
            {text.exportCsv}
          </Button>
        </div>
      </div>
      <p className="text-sm text-slate-700">
        One question a row, in the template’s columns (every question type has an example). The questions are
        added after the existing ones; if any cell is wrong, nothing is added and each one is listed.
      </p>
      {downloadError && (
        <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
          {downloadError}
        </p>
      )}
      <FileDropBox
        testId="question-import-drop"
        prompt={text.dropFile}
        chooseLabel={text.chooseFile}
        accept=".csv,text/csv"
        disabled={outcome.kind === 'uploading'}
        onFiles={(files) => void upload(files)}
      />
      {outcome.kind === 'uploading' && (
        <div className="flex flex-col gap-1">
          <p className="flex justify-between gap-2 text-sm text-slate-700">
            <span className="min-w-0 truncate">{outcome.name}</span>
            <span aria-hidden>{outcome.percent}%</span>
          </p>
          <ProgressBar percent={outcome.percent} label={text.uploading} />
        </div>
      )}
      <div role="status">
        {outcome.kind === 'imported' && (
          <p className="rounded-lg bg-green-50 px-3 py-2 text-sm font-medium text-green-800">
            {text.imported(outcome.count)}. {text.importedNext}
          </p>
        )}
      </div>
      {outcome.kind === 'refused' && (
        <div className="flex flex-col gap-3">
          <p role="alert" className="rounded-lg bg-red-50 px-3 py-2 text-sm font-medium text-red-800">
            {outcome.message}
          </p>
          {outcome.rows.length > 0 && (
            <ResponsiveTable
              caption="Refused cells, by row and column"
              columns={problemColumns}
              rows={outcome.rows}
              rowKey={(p) => `${p.row}:${p.field}`}
            />
          )}
        </div>
      )}
    </section>
  );
}
