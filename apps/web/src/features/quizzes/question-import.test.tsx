import { QUESTION_CSV_MESSAGES, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../test/fake-xhr';
import { answer, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import { QuestionMedia } from './components/question-media';
import BuilderPage from './pages/builder-page';
import { instructorQuestion, quiz } from './test-fixtures';

const question = (id: string, prompt: string, order: number) =>
  instructorQuestion({
    id,
    prompt,
    order,
    type: 'boolean',
    options: [],
    correctOptionIds: [],
    correctBoolean: true,
  });

const open = () => {
  answer('GET', '/api/instructor/mock/quizzes/:id', { quiz: quiz() });
  answer('GET', '/api/instructor/mock/quizzes/:id/questions', { items: [question('q1', 'Existing', 0)] });
  return renderRoutes(
    [{ path: '/instructor/quizzes/:id/questions', element: <BuilderPage /> }],
    '/instructor/quizzes/quiz-1/questions',
  );
};

const csv = () => new File(['type,prompt\n'], 'questions.csv', { type: 'text/csv' });
const panel = () => screen.findByRole('region', { name: QUESTION_CSV_MESSAGES.importQuestions });

beforeEach(() => {
  signedInAs(testUser({ role: 'instructor' }));
  FakeXhr.all = [];
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
});
afterEach(() => vi.unstubAllGlobals());

describe('question import panel', { timeout: 15_000 }, () => {
  it('shows the upload’s progress, then every refused cell by row and column, and adds nothing', async () => {
    const user = userEvent.setup();
    open();
    const region = await panel();
    await user.upload(within(region).getByLabelText(QUESTION_CSV_MESSAGES.chooseFile), csv());
    await waitFor(() => expect(FakeXhr.last?.target).toBe('POST /api/instructor/mock/quizzes/quiz-1/import'));
    act(() => FakeXhr.last?.progress(40));
    expect(
      within(region).getByRole('progressbar', { name: QUESTION_CSV_MESSAGES.uploading }),
    ).toHaveAttribute('aria-valuenow', '40');
    act(() =>
      FakeXhr.last?.respond(400, {
        error: 'validation_failed',
        message: QUESTION_CSV_MESSAGES.rejected,
        rows: [
          { row: 3, field: 'answer', message: QUIZ_MESSAGES.correctOptionUnknown },
          { row: 7, field: 'image_1_alt', message: QUIZ_MESSAGES.altRequired },
        ],
      }),
    );
    expect(await within(region).findByRole('alert')).toHaveTextContent(QUESTION_CSV_MESSAGES.rejected);
    const table = within(region).getByRole('table', { name: 'Refused cells, by row and column' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['3', 'answer', QUIZ_MESSAGES.correctOptionUnknown],
      ['7', 'image_1_alt', QUIZ_MESSAGES.altRequired],
    ]);
    expect(screen.getByRole('heading', { name: 'Questions (1)' })).toBeInTheDocument();
  });

  it('says how many were imported and shows them at the end of the question list', async () => {
    const user = userEvent.setup();
    open();
    const region = await panel();
    await user.upload(within(region).getByLabelText(QUESTION_CSV_MESSAGES.chooseFile), csv());
    await waitFor(() => expect(FakeXhr.last).not.toBeNull());
    answer('GET', '/api/instructor/mock/quizzes/:id/questions', {
      items: [
        question('q1', 'Existing', 0),
        question('q2', 'Imported one', 1),
        question('q3', 'Imported two', 2),
      ],
    });
    act(() => FakeXhr.last?.respond(200, { imported: 2 }));
    await waitFor(() =>
      expect(within(region).getByRole('status')).toHaveTextContent(
        `Imported 2 questions. ${QUESTION_CSV_MESSAGES.importedNext}`,
      ),
    );
    expect(screen.getByRole('heading', { name: 'Questions (3)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Move Question 3: Imported two up' })).toBeInTheDocument();
  });

  it('refuses a file that is not CSV without sending it', async () => {
    const user = userEvent.setup({ applyAccept: false });
    open();
    const region = await panel();
    await user.upload(
      within(region).getByLabelText(QUESTION_CSV_MESSAGES.chooseFile),
      new File(['x'], 'notes.txt', { type: 'text/plain' }),
    );
    expect(await within(region).findByRole('alert')).toHaveTextContent(QUESTION_CSV_MESSAGES.notCsv);
    expect(FakeXhr.all).toHaveLength(0);
  });

  it('downloads the export and the template from their addresses', async () => {
    vi.stubGlobal(
      'URL',
      Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:x'), revokeObjectURL: vi.fn() }),
    );
    const exported = answer('GET', '/api/instructor/mock/quizzes/:id/export.csv', 'type,prompt\n');
    const template = answer('GET', '/api/instructor/mock/import-template.csv', 'type,prompt\n');
    const user = userEvent.setup();
    open();
    const region = await panel();
    await user.click(within(region).getByRole('button', { name: QUESTION_CSV_MESSAGES.exportCsv }));
    await user.click(within(region).getByRole('button', { name: QUESTION_CSV_MESSAGES.downloadTemplate }));
    await waitFor(() => expect(template.requests).toHaveLength(1));
    expect(exported.requests).toHaveLength(1);
    expect(within(region).queryByRole('alert')).toBeNull();
  });
});

describe('question images open full screen', () => {
  it('opens on Enter with zoom controls, closes on Escape and gives focus back to the image', async () => {
    const user = userEvent.setup();
    render(<QuestionMedia media={[{ kind: 'image', url: 'https://example.org/ecg.png', alt: 'An ECG' }]} />);
    const image = screen.getByRole('button', { name: 'An ECG (open full screen)' });
    image.focus();
    await user.keyboard('{Enter}');
    // The viewer's code loads on first use.
    const dialog = await screen.findByRole('dialog', { name: 'An ECG' }, { timeout: 5000 });
    expect(within(dialog).getByRole('button', { name: 'Zoom in' })).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'An ECG' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Zoom in' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(image).toHaveFocus();
  });

  it('leaves an option’s small image as it is', () => {
    render(
      <QuestionMedia small media={[{ kind: 'image', url: 'https://example.org/o.png', alt: 'Option' }]} />,
    );
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByRole('img', { name: 'Option' })).toBeInTheDocument();
  });
});
