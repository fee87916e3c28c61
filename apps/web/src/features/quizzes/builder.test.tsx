import { BUILDER_AUTOSAVE_MS, BUILDER_BOOLEAN_AUTOSAVE_MS, QUIZ_MESSAGES } from '@medprep/shared/constants';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, apiError, signedInAs } from '../../test/msw';
import { renderRoutes, testUser } from '../../test/render';
import BuilderPage from './pages/builder-page';
import { instructorQuestion, quiz } from './test-fixtures';
import type { InstructorQuestion } from './types';

const question = instructorQuestion;

const boolQ = question({
  id: 'qq2',
  type: 'boolean',
  prompt: 'Aspirin is an NSAID.',
  order: 1,
  options: [],
  correctOptionIds: [],
  correctBoolean: true,
});

const open = (questions: InstructorQuestion[], published = false) => {
  answer('GET', '/api/instructor/mock/quizzes/:id', { quiz: quiz({ isPublished: published }) });
  answer('GET', '/api/instructor/mock/quizzes/:id/questions', { items: questions });
  return renderRoutes(
    [
      { path: '/instructor/quizzes/:id/questions', element: <BuilderPage /> },
      { path: '/instructor/quizzes', element: <p>List</p> },
    ],
    '/instructor/quizzes/quiz-1/questions',
  );
};

const editor = () => screen.getByRole('region', { name: 'Question editor' });
const setup = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

beforeEach(() => {
  signedInAs(testUser({ role: 'instructor' }));
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => vi.useRealTimers());

/** A control of the open question's editor, by role and name. */
const inEditor = async (role: 'textbox' | 'radio' | 'button', name: string) =>
  within(await screen.findByRole('region', { name: 'Question editor' })).findByRole(role, { name });

describe('quiz builder', { timeout: 15_000 }, () => {
  it('autosaves a question 600 ms after the last edit, flagged unsaved until then', async () => {
    const save = answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) => ({
      question: { ...question(), ...(body as object) },
    }));
    const user = setup();
    open([question()]);
    const prompt = await inEditor('textbox', 'Prompt');
    await user.clear(prompt);
    await user.click(prompt);
    await user.paste('Wrist drop?');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(BUILDER_AUTOSAVE_MS - 100));
    expect(save.requests).toHaveLength(0);
    await act(() => vi.advanceTimersByTimeAsync(100));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.params.id).toBe('qq1');
    expect(save.requests[0]!.body).toMatchObject({ prompt: 'Wrist drop?', correctOptionIds: ['A'] });
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('says after saving when the change started a new version of an answered question', async () => {
    const save = answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) => ({
      question: { ...question(), ...(body as object), version: 3 },
      versionStarted: 3,
    }));
    const user = setup();
    open([question({ version: 2 })]);
    const prompt = await inEditor('textbox', 'Prompt');
    await user.clear(prompt);
    await user.click(prompt);
    await user.paste('Which nerve is injured in wrist drop?');
    await act(() => vi.advanceTimersByTimeAsync(BUILDER_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(
      await screen.findByText(
        'Saved. This change starts version 3: its figures start again (answers to earlier versions keep theirs).',
      ),
    ).toBeInTheDocument();
  });

  it("saves a boolean's answer after 400 ms", async () => {
    const save = answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) => ({
      question: { ...boolQ, ...(body as object) },
    }));
    const user = setup();
    open([boolQ]);
    await user.click(await inEditor('radio', 'False'));
    await act(() => vi.advanceTimersByTimeAsync(BUILDER_BOOLEAN_AUTOSAVE_MS));
    await waitFor(() => expect(save.requests).toHaveLength(1));
    expect(save.requests[0]!.body).toMatchObject({ correctBoolean: false });
  });

  it("shows a failed save as 'status • message' and 'Save all' sends it again at once", async () => {
    let fail = true;
    const save = answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) =>
      fail
        ? apiError(400, 'validation', 'Option text is required.')
        : { question: { ...question(), ...(body as object) } },
    );
    const user = setup();
    open([question()]);
    const option = await inEditor('textbox', 'Option B');
    await user.click(option);
    await user.paste(' nerve');
    await act(() => vi.advanceTimersByTimeAsync(BUILDER_AUTOSAVE_MS));
    expect(await screen.findByText('400 • Option text is required.')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.saveAll }));
    await waitFor(() => expect(save.requests).toHaveLength(2));
    expect(await screen.findByText('All changes saved')).toBeInTheDocument();
  });

  it('refuses to publish without questions', async () => {
    const user = setup();
    open([]);
    await user.click(await screen.findByRole('button', { name: QUIZ_MESSAGES.saveAndPublish }));
    expect(await screen.findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.publishNeedsQuestion);
  });

  it('saves pending edits before publishing', async () => {
    const calls: string[] = [];
    answer('PATCH', '/api/instructor/mock/questions/:id', ({ body }) => {
      calls.push('save');
      return { question: { ...question(), ...(body as object) } };
    });
    answer('POST', '/api/instructor/mock/quizzes/:id/publish', () => {
      calls.push('publish');
      return { quiz: quiz({ isPublished: true }) };
    });
    const user = setup();
    open([question()]);
    const prompt = await inEditor('textbox', 'Prompt');
    await user.click(prompt);
    await user.paste(' (adult)');
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.saveAndPublish }));
    await waitFor(() => expect(calls).toEqual(['save', 'publish']));
    expect(await screen.findByRole('button', { name: QUIZ_MESSAGES.unpublish })).toBeInTheDocument();
  });

  it("asks 'Delete this question?' before deleting", async () => {
    const del = answer('DELETE', '/api/instructor/mock/questions/:id', { deleted: true });
    const user = setup();
    open([question(), boolQ]);
    await user.click(await inEditor('button', 'Delete question'));
    const dialog = await screen.findByRole('dialog', { name: QUIZ_MESSAGES.deleteQuestion });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(del.requests).toHaveLength(1));
    await waitFor(() =>
      expect(within(editor()).getByRole('heading', { name: 'Question 1' })).toBeInTheDocument(),
    );
    expect(within(editor()).getByRole('textbox', { name: 'Prompt' })).toHaveValue('Aspirin is an NSAID.');
  });

  it('moves a question with the keyboard alternative (Move down)', async () => {
    const reorder = answer('POST', '/api/instructor/mock/questions/:id/reorder', {
      items: [
        { ...boolQ, order: 0 },
        { ...question(), order: 1 },
      ],
    });
    const user = setup();
    open([question(), boolQ]);
    await user.click(await screen.findByRole('button', { name: 'Move Question 1: Which nerve? down' }));
    await waitFor(() => expect(reorder.requests).toHaveLength(1));
    expect(reorder.requests[0]!.params.id).toBe('qq1');
    expect(reorder.requests[0]!.body).toEqual({ toIndex: 1 });
    expect(screen.getByRole('button', { name: 'Move Question 2: Which nerve? up' })).toBeInTheDocument();
  });

  it("refuses a file that is not an image with 'Upload failed', and asks for alt text after an upload", async () => {
    const upload = answer('POST', '/api/uploads', { url: '/api/files/abc.png' }, { status: 201 });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime, applyAccept: false });
    open([question()]);
    const region = await screen.findByRole('region', { name: 'Question editor' });
    const input = await within(region).findByLabelText('Add image');
    await user.upload(input, new File(['%PDF'], 'notes.pdf', { type: 'application/pdf' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.uploadFailed);
    expect(upload.requests).toHaveLength(0);
    await user.upload(input, new File(['png'], 'ecg.png', { type: 'image/png' }));
    expect(await within(region).findByText(QUIZ_MESSAGES.altRequired)).toBeInTheDocument();
    await user.type(within(region).getByRole('textbox', { name: 'Alt text' }), 'ECG');
    expect(within(region).queryByText(QUIZ_MESSAGES.altRequired)).not.toBeInTheDocument();
  });

  it('edits the settings with the create rules and sends the shared body', async () => {
    const patch = answer('PATCH', '/api/instructor/mock/quizzes/:id', ({ body }) => ({
      quiz: quiz(body as object),
    }));
    const user = setup();
    open([question()]);
    const settings = await screen.findByRole('region', { name: 'Settings' });
    await user.selectOptions(within(settings).getByRole('combobox', { name: 'Access' }), 'paid');
    const price = within(settings).getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '0');
    expect(within(settings).getByText(QUIZ_MESSAGES.priceRequired)).toBeInTheDocument();
    await user.clear(price);
    await user.type(price, '14.5');
    await user.click(within(settings).getByRole('checkbox', { name: 'Shuffle options' }));
    await user.type(within(settings).getByRole('textbox', { name: 'Questions per attempt' }), '2');
    await user.click(within(settings).getByRole('button', { name: 'Save settings' }));
    await waitFor(() => expect(patch.requests).toHaveLength(1));
    expect(patch.requests[0]!.body).toMatchObject({
      pricing: { isFree: false, includedInMembership: false, amountMinor: 1450, currency: 'GBP' },
      shuffleOptions: true,
      drawCount: 2,
      timeLimitSec: 600,
    });
  });
});
