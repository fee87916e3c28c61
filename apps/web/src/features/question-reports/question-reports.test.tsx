import type { QuestionReport, QuestionReportsResponse } from '@medprep/shared';
import { QUESTION_REPORT_MESSAGES } from '@medprep/shared/constants';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderPage, testUser } from '../../test/render';
import { ReportQuestionButton } from './index';
import QuestionReportsPage from './pages/question-reports-page';

const report = (overrides: Partial<QuestionReport> = {}): QuestionReport => ({
  id: 'rep1',
  questionId: 'q1',
  quizId: 'quiz1',
  quizTitle: 'PLAB 1 cardiology',
  prompt: 'Which drug first for AF rate control?',
  reason: 'wrong_answer',
  text: 'NICE says beta-blocker.',
  status: 'open',
  outcome: null,
  reply: null,
  createdAt: '2026-11-20T09:00:00.000Z',
  resolvedAt: null,
  ...overrides,
});

const page = (items: QuestionReport[], hasNextPage = false): QuestionReportsResponse => ({
  items,
  meta: { page: 1, limit: 10, hasNextPage, total: items.length },
});

describe('Report this question', () => {
  it('opens a dialog by keyboard, names missing fields, sends the report and says what happens next', async () => {
    signedInAs(testUser());
    const sent = answer('POST', '/api/questions/q1/reports', { report: report() }, { status: 201 });
    const user = userEvent.setup();
    renderPage(<ReportQuestionButton questionId="q1" />);
    const open = screen.getByRole('button', { name: 'Report this question' });
    open.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Report this question' });
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByText(QUESTION_REPORT_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(QUESTION_REPORT_MESSAGES.textRequired)).toBeInTheDocument();
    expect(sent.requests).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What is wrong?' }), 'Out of date');
    await user.type(
      within(dialog).getByRole('textbox', { name: /Tell the author more/ }),
      'Guideline changed',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    await waitFor(() => expect(sent.requests).toHaveLength(1));
    expect(sent.requests[0]!.body).toEqual({ reason: 'outdated', text: 'Guideline changed' });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status')).toHaveTextContent(QUESTION_REPORT_MESSAGES.sent);
    expect(screen.getByRole('button', { name: 'Report this question' })).toHaveFocus();
  });

  it('shows the server’s refusal in the dialog (a second open report)', async () => {
    signedInAs(testUser());
    answer('POST', '/api/questions/q1/reports', () =>
      apiError(409, 'conflict', QUESTION_REPORT_MESSAGES.duplicate),
    );
    const user = userEvent.setup();
    renderPage(<ReportQuestionButton questionId="q1" />);
    await user.click(screen.getByRole('button', { name: 'Report this question' }));
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'What is wrong?' }), 'Typo');
    await user.type(within(dialog).getByRole('textbox', { name: /Tell the author more/ }), 'Spelling');
    await user.click(within(dialog).getByRole('button', { name: 'Send report' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(QUESTION_REPORT_MESSAGES.duplicate);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});

describe('the author’s question reports page', () => {
  it('lists open reports with the prompt, reason, text, date and an edit link; resolves one and says so', async () => {
    signedInAs(testUser({ role: 'instructor' }));
    let resolved = false;
    const list = answer('GET', '/api/instructor/question-reports', ({ url }) =>
      url.searchParams.get('status') === 'resolved' || !resolved
        ? page(resolved ? [] : [report()])
        : page([]),
    );
    const resolve = answer('POST', '/api/instructor/question-reports/rep1/resolve', () => {
      resolved = true;
      return { report: report({ status: 'resolved', outcome: 'fixed', reply: 'Corrected.' }) };
    });
    const user = userEvent.setup();
    renderPage(<QuestionReportsPage />, '/instructor/question-reports');
    expect(await screen.findByRole('heading', { level: 1, name: 'Question reports' })).toBeInTheDocument();
    const card = (
      await screen.findByRole('heading', { name: 'Which drug first for AF rate control?' })
    ).closest('li')!;
    expect(within(card).getByText('Wrong answer')).toBeInTheDocument();
    expect(within(card).getByText('NICE says beta-blocker.')).toBeInTheDocument();
    expect(within(card).getByText('PLAB 1 cardiology')).toBeInTheDocument();
    expect(within(card).getByText(/20 Nov 2026/)).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Edit the question in the quiz builder' })).toHaveAttribute(
      'href',
      '/instructor/quizzes/quiz1/questions',
    );
    expect(list.requests[0]!.url.searchParams.get('status')).toBe('open');

    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    expect(await within(card).findByText(QUESTION_REPORT_MESSAGES.outcomeRequired)).toBeInTheDocument();
    expect(within(card).getByText(QUESTION_REPORT_MESSAGES.replyRequired)).toBeInTheDocument();
    expect(resolve.requests).toHaveLength(0);
    await user.click(within(card).getByRole('radio', { name: 'Fixed' }));
    await user.type(within(card).getByRole('textbox', { name: 'Reply to the learner' }), 'Corrected.');
    await user.click(within(card).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(resolve.requests).toHaveLength(1));
    expect(resolve.requests[0]!.body).toEqual({ outcome: 'fixed', reply: 'Corrected.' });
    expect(await screen.findByText(/The learner has been told in their notifications/)).toHaveFocus();
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
  });

  it('shows resolved reports with their outcome and reply under the Resolved tab, with a pager', async () => {
    signedInAs(testUser({ role: 'admin' }));
    answer('GET', '/api/instructor/question-reports', ({ url }) =>
      url.searchParams.get('status') === 'resolved'
        ? page(
            [
              report({
                status: 'resolved',
                outcome: 'not_changed',
                reply: 'It is right.',
                resolvedAt: '2026-11-21T09:00:00.000Z',
              }),
            ],
            true,
          )
        : page([]),
    );
    const user = userEvent.setup();
    renderPage(<QuestionReportsPage />, '/instructor/question-reports');
    expect(await screen.findByText('No open reports.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resolved' }));
    expect(await screen.findByText('Not changed')).toBeInTheDocument();
    expect(screen.getByText('It is right.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Resolve' })).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: /pag/i })).toBeInTheDocument();
  });

  it('tells a learner the page is for instructors and admins', async () => {
    signedInAs(testUser());
    renderPage(<QuestionReportsPage />, '/instructor/question-reports');
    expect(
      await screen.findByRole('heading', { name: 'Only instructors and admins can see question reports.' }),
    ).toBeInTheDocument();
  });
});
