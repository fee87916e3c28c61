import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { answer, signedInAs } from '../../../test/msw';
import { renderPage } from '../../../test/render';
import { quiz as lessonQuiz } from '../../quizzes/test-fixtures';
import { instructor, lessonQuizPage } from '../test-fixtures';
import { QuizPicker } from './quiz-picker';

const QUIZZES = [
  lessonQuiz({ id: 'q-1', title: 'PLAB 1 Mock 1', questionCount: 40, isPublished: true }),
  lessonQuiz({ id: 'q-2', title: 'Cardiology drill', questionCount: 1, isPublished: false }),
  lessonQuiz({ id: 'q-3', title: 'Renal mini-mock', questionCount: 12, isPublished: true }),
];

/** The instructor's quizzes, filtered by `q` as the server does (title contains, any case). */
function quizzesApi() {
  return answer('GET', '/api/instructor/mock/quizzes', ({ url }) => {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    return lessonQuizPage(QUIZZES.filter((quiz) => quiz.title.toLowerCase().includes(q)));
  });
}

function Harness({ initial = '' }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <QuizPicker label="Lesson 1.1 Quiz" value={value} onChange={setValue} />
      <output data-testid="value">{value}</output>
    </form>
  );
}

const setUp = (initial?: string) => {
  signedInAs(instructor());
  const list = quizzesApi();
  renderPage(<Harness initial={initial} />);
  return list;
};

describe('the quiz lesson picker', { timeout: 20_000 }, () => {
  it('lists the instructor’s quizzes with question count and published state, and chooses one by keyboard', async () => {
    const list = setUp();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Lesson 1.1 Quiz' });
    expect(box).toHaveAttribute('aria-expanded', 'false');
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(box).toHaveAttribute('aria-expanded', 'false');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    const listbox = await screen.findByRole('listbox', { name: 'Your quizzes' });
    expect(box).toHaveAttribute('aria-controls', listbox.id);
    const options = await within(listbox).findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'PLAB 1 Mock 140 questionsPublished',
      'Cardiology drill1 questionDraft',
      'Renal mini-mock12 questionsPublished',
    ]);
    expect(await screen.findByText('3 quizzes')).toHaveAttribute('role', 'status');

    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('q-2');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).toHaveValue('Cardiology drill');
    expect(box).toHaveAccessibleDescription('Chosen: 1 question · Draft');
    expect(list.requests.every((r) => r.url.searchParams.get('limit') === '20')).toBe(true);
  });

  it('searches by title as the instructor types and says when nothing matches', async () => {
    const list = setUp();
    const user = userEvent.setup();
    const box = screen.getByRole('combobox', { name: 'Lesson 1.1 Quiz' });
    await user.type(box, 'renal');
    await waitFor(() =>
      expect(list.requests.some((r) => r.url.searchParams.get('q') === 'renal')).toBe(true),
    );
    const listbox = screen.getByRole('listbox', { name: 'Your quizzes' });
    await waitFor(() =>
      expect(
        within(listbox)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['Renal mini-mock12 questionsPublished']),
    );
    // A click chooses too.
    await user.click(within(listbox).getByRole('option'));
    expect(screen.getByTestId('value')).toHaveTextContent('q-3');
    expect(box).toHaveValue('Renal mini-mock');

    await user.clear(box);
    await user.type(box, 'zzz');
    expect(
      await screen.findByText('No quizzes match “zzz”.', { selector: 'p:not([role])' }),
    ).toBeInTheDocument();
    // Escape keeps the choice and shows its title again.
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('Renal mini-mock');
    expect(screen.getByTestId('value')).toHaveTextContent('q-3');
  });

  it('shows the title of the quiz a saved lesson already names, marked as chosen in the list', async () => {
    answer('GET', '/api/instructor/mock/quizzes/:id', ({ params }) => ({
      quiz: QUIZZES.find((q) => q.id === params.id),
    }));
    setUp('q-1');
    const box = screen.getByRole('combobox', { name: 'Lesson 1.1 Quiz' });
    await waitFor(() => expect(box).toHaveValue('PLAB 1 Mock 1'));
    expect(box).toHaveAccessibleDescription('Chosen: 40 questions · Published');
    await userEvent.click(box);
    const chosen = await screen.findByRole('option', { name: /PLAB 1 Mock 1/ });
    expect(chosen).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('option', { name: /Renal mini-mock/ })).toHaveAttribute('aria-selected', 'false');
  });

  it('offers to create a quiz when the instructor has none', async () => {
    signedInAs(instructor());
    answer('GET', '/api/instructor/mock/quizzes', lessonQuizPage([]));
    renderPage(<Harness />);
    await userEvent.click(screen.getByRole('combobox', { name: 'Lesson 1.1 Quiz' }));
    expect(await screen.findByRole('link', { name: 'Create a quiz' })).toHaveAttribute(
      'href',
      '/instructor/quizzes/new',
    );
  });
});
