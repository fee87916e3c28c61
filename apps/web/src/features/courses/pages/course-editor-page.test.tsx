import { type CurriculumBody, FIELD_MESSAGES, type InstructorCourse } from '@medprep/shared';
import {
  COURSE_MESSAGES,
  GENERIC_ERROR_MESSAGES,
  SAVED_MESSAGE_MS,
  UPLOAD_MESSAGES,
} from '@medprep/shared/constants';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FakeXhr } from '../../../test/fake-xhr';
import { answer, apiError, recordRequests, signedInAs } from '../../../test/msw';
import { renderRoutes } from '../../../test/render';
import { quiz as lessonQuiz } from '../../quizzes/test-fixtures';
import { instructor, instructorCourse, learner, lessonQuizPage } from '../test-fixtures';
import CourseEditorPage from './course-editor-page';

const VIDEO = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';

// These journeys type a whole course character by character: on a busy machine that takes longer than the
// default 5 s (a time limit on the test, not an assertion about timing).
vi.setConfig({ testTimeout: 60_000 });

type CourseSection = InstructorCourse['sections'][number];
/** The first section of the curricula below, and its first lesson: a two-minute video. */
const intro = { id: 's1', title: 'Intro' };
const welcomeVideo: CourseSection['lessons'][number] = {
  id: 'l1',
  title: 'Welcome',
  type: 'video',
  youtubeUrl: VIDEO,
  textContent: null,
  quizId: null,
  durationSec: 120,
};

const editor = (path: string) =>
  renderRoutes(
    [
      { path: '/instructor/new', element: <CourseEditorPage /> },
      { path: '/instructor/courses/:id', element: <CourseEditorPage /> },
    ],
    path,
  );

/** Opens course-1's editor and presses Save. */
async function openAndSave() {
  const user = userEvent.setup();
  editor('/instructor/courses/course-1');
  await user.click(await screen.findByRole('button', { name: 'Save' }));
  return user;
}

/** The server refuses the write with these field errors. */
const refuse = (method: 'PATCH' | 'PUT', path: `/api/${string}`, fields: Record<string, string>) =>
  answer(method, path, apiError(400, 'validation_failed', 'Please check the highlighted fields.', fields));

/** What the server answers to a curriculum PUT: the same curriculum, every section and lesson with an id. */
function withIds(course: InstructorCourse, body: CurriculumBody): InstructorCourse {
  let n = 0;
  return {
    ...course,
    sections: body.sections.map((section) => ({
      id: section.id ?? `sec-${++n}`,
      title: section.title,
      lessons: section.lessons.map((lesson) => ({
        id: lesson.id ?? `les-${++n}`,
        title: lesson.title,
        type: lesson.type,
        youtubeUrl: lesson.youtubeUrl ?? null,
        textContent: lesson.textContent ?? null,
        quizId: lesson.quizId ?? null,
        durationSec: Number(lesson.durationSec),
      })),
    })),
  };
}

/** A server for one course that remembers what it was sent. */
function courseApi(user = instructor(), start: InstructorCourse = instructorCourse()) {
  signedInAs(user);
  let course = start;
  const path = `/api/instructor/courses/${course.id}` as const;
  answer('GET', '/api/courses/categories', { items: ['MRCP'] });
  answer('GET', path, () => ({ course }));
  const create = answer(
    'POST',
    '/api/instructor/courses',
    ({ body }) => {
      course = { ...course, title: (body as { title: string }).title };
      return { course };
    },
    { status: 201 },
  );
  const basics = answer('PATCH', path, ({ body }) => {
    course = { ...course, ...(body as Partial<InstructorCourse>) };
    return { course };
  });
  const pricing = answer('PATCH', `${path}/pricing`, ({ body }) => {
    const { amountMajor, currency, includedInMembership } = body as {
      amountMajor: number;
      currency: 'GBP';
      includedInMembership: boolean;
    };
    const amountMinor = Math.round(amountMajor * 100);
    course = {
      ...course,
      pricing: { amountMinor, currency, isFree: amountMinor === 0, includedInMembership },
    };
    return { course };
  });
  const curriculum = answer('PUT', `${path}/curriculum`, ({ body }) => {
    course = withIds(course, body as CurriculumBody);
    return { course };
  });
  const bodies = (answered: { requests: { body: unknown }[] }) => answered.requests.map((r) => r.body);
  return { create, basics, pricing, curriculum, bodies };
}

/** The requests that change something (not the session's), as "METHOD path". */
const writes = (seen: string[]) =>
  seen.filter((request) => !request.startsWith('GET ') && !request.includes('/api/auth/'));

beforeEach(() => {
  vi.spyOn(window, 'confirm').mockReturnValue(true);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('course editor: validation', () => {
  it('needs a title, shown on the field, and sends nothing', async () => {
    courseApi();
    const seen = recordRequests();
    const user = userEvent.setup();
    editor('/instructor/new');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveAccessibleDescription(COURSE_MESSAGES.titleRequired);
    expect(title).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(title).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent(GENERIC_ERROR_MESSAGES.validation);
    expect(writes(seen)).toEqual([]);
  });

  it('refuses a promo video and a video lesson that are not YouTube links', async () => {
    const { create } = courseApi();
    const user = userEvent.setup();
    editor('/instructor/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Renal physiology');
    await user.type(screen.getByRole('textbox', { name: 'Promo video URL' }), 'https://vimeo.com/12345');
    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getByRole('textbox', { name: 'Section 1 Title' }), 'Kidneys');
    await user.click(screen.getByRole('button', { name: 'Add lesson to section 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson 1.1 Title' }), 'Nephron');
    await user.type(
      screen.getByRole('textbox', { name: 'Lesson 1.1 YouTube URL' }),
      'https://youtube.com/watch?v=short',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(screen.getByRole('textbox', { name: 'Promo video URL' })).toHaveAccessibleDescription(
      expect.stringContaining(COURSE_MESSAGES.invalidYoutubeUrl),
    );
    expect(screen.getByRole('textbox', { name: 'Lesson 1.1 YouTube URL' })).toHaveAccessibleDescription(
      COURSE_MESSAGES.invalidYoutubeUrl,
    );
    // Focus goes to the first field in error.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Promo video URL' })).toHaveFocus());
    expect(create.requests).toEqual([]);
  });

  it('accepts only images as the thumbnail', async () => {
    courseApi();
    const user = userEvent.setup({ applyAccept: false });
    editor('/instructor/new');
    const input = await screen.findByLabelText('Upload thumbnail');
    await user.upload(input, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText(COURSE_MESSAGES.selectImage)).toBeInTheDocument();
  });
});

/** Picks `file` in the thumbnail input named `label` and waits for its upload request. */
async function uploadThumbnail(user: ReturnType<typeof userEvent.setup>, label: string, file: File) {
  await user.upload(await screen.findByLabelText(label), file);
  await waitFor(() => expect(FakeXhr.last).not.toBeNull());
}

describe('course editor: thumbnail upload', () => {
  beforeEach(() => {
    FakeXhr.all = [];
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
  });

  it('uploads with the Bearer token, shows progress, then the image', async () => {
    courseApi();
    const user = userEvent.setup();
    editor('/instructor/new');
    const image = new File(['png'], 'heart.png', { type: 'image/png' });
    await uploadThumbnail(user, 'Upload thumbnail', image);
    const xhr = FakeXhr.last!;
    expect(xhr.target).toBe('POST /api/uploads');
    expect(xhr.headers.Authorization).toBe('Bearer token');
    expect(xhr.form?.get('file')).toBe(image);
    act(() => xhr.progress(40));
    expect(screen.getByRole('progressbar', { name: 'Uploading thumbnail' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
    act(() => xhr.respond(201, { url: '/api/files/public/heart.png' }));
    const preview = await screen.findByRole('img', { name: 'Thumbnail preview' });
    expect(preview).toHaveAttribute(
      'src',
      'http://localhost:3000/api/files/public/heart.png'.replace(
        'http://localhost:3000',
        window.location.origin,
      ),
    );
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('shows the server’s message for a refused file and keeps the previous image', async () => {
    const refusal = 'Only PNG, JPEG, WebP or GIF images are accepted.';
    courseApi(instructor(), instructorCourse({ thumbnail: 'https://cdn.example/old.png' }));
    const user = userEvent.setup();
    editor('/instructor/courses/course-1');
    await uploadThumbnail(
      user,
      'Replace thumbnail',
      new File(['<svg/>'], 'heart.png', { type: 'image/png' }),
    );
    act(() => FakeXhr.last!.respond(415, { error: 'unsupported_media_type', message: refusal }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(screen.queryByText(/\(415\)/)).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Thumbnail preview' })).toHaveAttribute(
      'src',
      'https://cdn.example/old.png',
    );
  });

  it('falls back to the generic sentence when the server gives none', async () => {
    courseApi();
    const user = userEvent.setup();
    editor('/instructor/new');
    await uploadThumbnail(user, 'Upload thumbnail', new File(['png'], 'heart.png', { type: 'image/png' }));
    act(() => FakeXhr.last!.respond(502, null));
    expect(await screen.findByText(UPLOAD_MESSAGES.uploadFailed)).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Thumbnail preview' })).not.toBeInTheDocument();
  });

  it('reports an answer without a url', async () => {
    courseApi();
    const user = userEvent.setup();
    editor('/instructor/new');
    await uploadThumbnail(user, 'Upload thumbnail', new File(['png'], 'heart.png', { type: 'image/png' }));
    act(() => FakeXhr.last!.respond(201, { mimeType: 'image/png' }));
    expect(await screen.findByText(COURSE_MESSAGES.uploadMissingUrl)).toBeInTheDocument();
  });
});

describe('course editor: leaving with unsaved changes', () => {
  const withElsewhere = (path: string) =>
    renderRoutes(
      [
        { path: '/instructor/courses/:id', element: <CourseEditorPage /> },
        { path: '/instructor/courses', element: <p>My courses page</p> },
      ],
      path,
    );

  it('asks first; Stay keeps the edits, Leave without saving goes', async () => {
    courseApi();
    const user = userEvent.setup();
    const { router } = withElsewhere('/instructor/courses/course-1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    await user.type(title, ' (new edition)');
    await user.click(screen.getByRole('link', { name: 'My courses' }));

    let dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    expect(within(dialog).getByRole('button', { name: 'Stay and keep editing' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Stay and keep editing' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/instructor/courses/course-1');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue(
      `${instructorCourse().title} (new edition)`,
    );

    await user.click(screen.getByRole('link', { name: 'My courses' }));
    dialog = await screen.findByRole('dialog', { name: 'Leave without saving?' });
    await user.click(within(dialog).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('My courses page')).toBeInTheDocument();
  });

  it('lets the editor go without asking when nothing changed', async () => {
    courseApi();
    const user = userEvent.setup();
    withElsewhere('/instructor/courses/course-1');
    await screen.findByRole('textbox', { name: 'Title' });
    await user.click(screen.getByRole('link', { name: 'My courses' }));
    expect(await screen.findByText('My courses page')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks the browser before closing the tab with unsaved changes', async () => {
    courseApi();
    const user = userEvent.setup();
    withElsewhere('/instructor/courses/course-1');
    const title = await screen.findByRole('textbox', { name: 'Title' });
    const before = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(before);
    expect(before.defaultPrevented).toBe(false);
    await user.type(title, '!');
    const after = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(after);
    expect(after.defaultPrevented).toBe(true);
  });
});

describe('course editor: saving', () => {
  it('refuses a price that is not an amount of at most two decimals, and sends nothing', async () => {
    const { create } = courseApi();
    const user = userEvent.setup();
    editor('/instructor/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), 'Renal physiology');
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '19.999');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(price).toHaveAccessibleDescription(FIELD_MESSAGES.money('Price'));
    await waitFor(() => expect(price).toHaveFocus());
    expect(create.requests).toEqual([]);
    // Fixing the value clears its error.
    await user.clear(price);
    await user.type(price, '19.99');
    expect(price).not.toHaveAccessibleDescription(FIELD_MESSAGES.money('Price'));
  });

  it('creates a new course on the first save, saves everything, then opens it for editing', async () => {
    const { create, basics, pricing, curriculum, bodies } = courseApi(
      instructor(),
      instructorCourse({ id: 'new-1', title: '' }),
    );
    const user = userEvent.setup();
    const { router } = editor('/instructor/new');
    await user.type(await screen.findByRole('textbox', { name: 'Title' }), '  Renal physiology ');
    await user.type(screen.getByRole('textbox', { name: 'Subtitle' }), 'Nephrons to acid–base');
    await user.type(screen.getByRole('textbox', { name: 'Tags' }), 'renal, physiology , , renal');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Level' }), 'advanced');
    await user.type(screen.getByRole('textbox', { name: 'Promo video URL' }), VIDEO);
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '19.99');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await user.click(screen.getByRole('checkbox', { name: 'Included in membership' }));

    await user.click(screen.getByRole('button', { name: 'Add section' }));
    await user.type(screen.getByRole('textbox', { name: 'Section 1 Title' }), 'Kidney basics');
    await user.click(screen.getByRole('button', { name: 'Add lesson to section 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson 1.1 Title' }), 'The nephron');
    await user.type(screen.getByRole('textbox', { name: 'Lesson 1.1 YouTube URL' }), VIDEO);
    const minutes = screen.getByRole('spinbutton', { name: 'Lesson 1.1 Duration (min)' });
    await user.clear(minutes);
    await user.type(minutes, '2.5');
    await user.click(screen.getByRole('button', { name: 'Add lesson to section 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson 1.2 Title' }), 'Acid–base');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lesson 1.2 Type' }), 'Reading');
    await user.type(screen.getByRole('textbox', { name: 'Lesson 1.2 Text (Markdown)' }), '# Buffers');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/courses/new-1'));
    expect(bodies(create)).toEqual([{ title: 'Renal physiology' }]);
    expect(bodies(basics)).toEqual([
      {
        title: 'Renal physiology',
        subtitle: 'Nephrons to acid–base',
        description: '',
        language: 'en',
        level: 'advanced',
        category: '',
        tags: ['renal', 'physiology'],
        thumbnail: null,
        promoVideoUrl: VIDEO,
      },
    ]);
    expect(bodies(pricing)).toEqual([{ amountMajor: 19.99, currency: 'EUR', includedInMembership: false }]);
    expect(bodies(curriculum)).toEqual([
      {
        sections: [
          {
            title: 'Kidney basics',
            lessons: [
              { title: 'The nephron', type: 'video', youtubeUrl: VIDEO, durationSec: 150 },
              { title: 'Acid–base', type: 'text', textContent: '# Buffers', durationSec: 0 },
            ],
          },
        ],
      },
    ]);
    expect(router.state.historyAction).toBe('REPLACE');
    // The editor is mounted again at the new address and says 'Saved' there too: the note is looked up again
    // until it is there (one found in the first editor may be gone by the time it is checked).
    // The new address loads the course again; on a busy machine that can take more than the default second.
    await waitFor(() => expect(screen.getByText(COURSE_MESSAGES.saved)).toBeInTheDocument(), {
      timeout: 10_000,
    });
    expect(
      await screen.findByText('Edit course', { selector: 'h1' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  it('saves once for a double click on Save', async () => {
    const { basics } = courseApi();
    const user = userEvent.setup();
    editor('/instructor/courses/course-1');
    await user.type(await screen.findByRole('textbox', { name: 'Subtitle' }), ' (2nd edition)');
    const save = screen.getByRole('button', { name: 'Save' });
    // Two clicks in the same moment, before React can show the first as busy.
    fireEvent.click(save);
    fireEvent.click(save);
    expect(await screen.findByText(COURSE_MESSAGES.saved)).toBeInTheDocument();
    expect(basics.requests).toHaveLength(1);
  });

  it('sends the reordered curriculum with the existing ids', async () => {
    const course = instructorCourse({
      sections: [
        {
          ...intro,
          lessons: [
            welcomeVideo,
            {
              id: 'l2',
              title: 'Reading',
              type: 'text',
              textContent: 'Read me',
              youtubeUrl: null,
              quizId: null,
              durationSec: 300,
            },
          ],
        },
        {
          id: 's2',
          title: 'Advanced',
          lessons: [
            {
              id: 'l3',
              title: 'Quiz time',
              type: 'quiz',
              quizId: 'quiz-1',
              youtubeUrl: null,
              textContent: null,
              durationSec: 600,
            },
          ],
        },
      ],
    });
    const { curriculum, pricing, bodies } = courseApi(instructor(), course);
    // The quiz lesson picker reads the instructor's quizzes.
    const quizzes = [
      lessonQuiz({ id: 'quiz-1', title: 'Cardiology drill' }),
      lessonQuiz({ id: 'quiz-2', title: 'Renal mini-mock', questionCount: 12 }),
    ];
    answer('GET', '/api/instructor/mock/quizzes', ({ url }) =>
      lessonQuizPage(quizzes.filter((q) => q.title.includes(url.searchParams.get('q') ?? ''))),
    );
    answer('GET', '/api/instructor/mock/quizzes/:id', ({ params }) => ({
      quiz: quizzes.find((q) => q.id === params.id),
    }));
    const user = userEvent.setup();
    editor('/instructor/courses/course-1');
    expect(await screen.findByRole('spinbutton', { name: 'Lesson 1.1 Duration (min)' })).toHaveValue(2);
    expect(await screen.findByRole('combobox', { name: 'Lesson 2.1 Quiz' })).toHaveValue('Cardiology drill');

    await user.click(screen.getByRole('button', { name: 'Move lesson 1.2 up' }));
    expect(screen.getByRole('textbox', { name: 'Lesson 1.1 Title' })).toHaveValue('Reading');
    expect(screen.getByRole('button', { name: 'Move lesson 1.1 up' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Move section 1 down' }));
    expect(screen.getByRole('textbox', { name: 'Section 1 Title' })).toHaveValue('Advanced');
    // Focus follows the moved section's button.
    expect(screen.getByRole('button', { name: 'Move section 2 up' })).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Delete lesson 2.2' }));
    await user.click(screen.getByRole('button', { name: 'Add lesson to section 1' }));
    await user.type(screen.getByRole('textbox', { name: 'Lesson 1.2 Title' }), 'Mock exam');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Lesson 1.2 Type' }), 'Quiz');
    await user.type(screen.getByRole('combobox', { name: 'Lesson 1.2 Quiz' }), 'Renal');
    await user.click(await screen.findByRole('option', { name: /Renal mini-mock/ }));
    await user.clear(screen.getByRole('textbox', { name: 'Section 2 Title' }));
    await user.type(screen.getByRole('textbox', { name: 'Section 2 Title' }), 'Getting started');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(curriculum.requests).toHaveLength(1));
    expect(bodies(curriculum)[0]).toEqual({
      sections: [
        {
          id: 's2',
          title: 'Advanced',
          lessons: [
            { id: 'l3', title: 'Quiz time', type: 'quiz', quizId: 'quiz-1', durationSec: 600 },
            { title: 'Mock exam', type: 'quiz', quizId: 'quiz-2', durationSec: 0 },
          ],
        },
        {
          id: 's1',
          title: 'Getting started',
          lessons: [{ id: 'l2', title: 'Reading', type: 'text', textContent: 'Read me', durationSec: 300 }],
        },
      ],
    });
    expect(bodies(pricing)).toEqual([{ amountMajor: 49, currency: 'GBP', includedInMembership: true }]);
    // The new lesson now has its id: saving again (once the first save has answered) keeps it.
    expect(await screen.findByText(COURSE_MESSAGES.saved)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(curriculum.requests).toHaveLength(2));
    const again = bodies(curriculum)[1] as CurriculumBody;
    expect(again.sections[0]!.lessons[1]!.id).toMatch(/^les-/);
  });

  it('shows Saved for a moment after saving', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    courseApi();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    editor('/instructor/courses/course-1');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText(COURSE_MESSAGES.saved)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(SAVED_MESSAGE_MS));
    expect(screen.queryByText(COURSE_MESSAGES.saved)).not.toBeInTheDocument();
  });

  it('shows the server message and puts its field errors next to the inputs', async () => {
    courseApi();
    refuse('PATCH', '/api/instructor/courses/course-1', {
      subtitle: 'Subtitle is too long',
    });
    await openAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent('Please check the highlighted fields.');
    expect(screen.getByRole('textbox', { name: 'Subtitle' })).toHaveAccessibleDescription(
      'Subtitle is too long',
    );
    expect(screen.getByRole('textbox', { name: 'Subtitle' })).toHaveFocus();
  });

  it("puts the server's price and curriculum errors on their inputs", async () => {
    const course = instructorCourse({
      sections: [
        {
          ...intro,
          lessons: [welcomeVideo],
        },
      ],
    });
    courseApi(instructor(), course);
    refuse('PATCH', '/api/instructor/courses/course-1/pricing', {
      amountMajor: 'Price must be at most 100,000.',
    });
    const user = await openAndSave();
    const price = screen.getByRole('spinbutton', { name: 'Price' });
    await waitFor(() => expect(price).toHaveAccessibleDescription('Price must be at most 100,000.'));
    expect(price).toHaveFocus();

    answer('PATCH', '/api/instructor/courses/course-1/pricing', () => ({ course }));
    refuse('PUT', '/api/instructor/courses/course-1/curriculum', {
      'sections.0.lessons.0.durationSec': 'Duration (seconds) must be between 0 and 86400.',
    });
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const minutes = screen.getByRole('spinbutton', { name: 'Lesson 1.1 Duration (min)' });
    await waitFor(() =>
      expect(minutes).toHaveAccessibleDescription('Duration (seconds) must be between 0 and 86400.'),
    );
    expect(minutes).toHaveFocus();
  });

  it("falls back to 'Failed to save changes'", async () => {
    courseApi();
    answer('PATCH', '/api/instructor/courses/course-1', new Response('oops', { status: 502 }));
    await openAndSave();
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.saveFailed);
  });
});

describe('course editor: status', () => {
  it('shows status, price and published date, and the actions of a draft', async () => {
    courseApi();
    editor('/instructor/courses/course-1');
    const panel = await screen.findByRole('region', { name: 'Course status' });
    expect(within(panel).getByText('Draft')).toBeInTheDocument();
    expect(within(panel).getByText('£49.00')).toBeInTheDocument();
    expect(within(panel).getByText('Not published yet')).toBeInTheDocument();
    const buttons = within(panel)
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(buttons).toEqual(['Publish', 'Archive', 'Delete']);
  });

  it.each([
    ['published', ['Unpublish', 'Archive']],
    ['archived', ['Publish', 'Restore']],
  ] as const)('a %s course offers %j', async (status, expected) => {
    courseApi(instructor(), instructorCourse({ status, publishedAt: '2026-02-01T10:00:00.000Z' }));
    editor('/instructor/courses/course-1');
    const panel = await screen.findByRole('region', { name: 'Course status' });
    expect(within(panel).getByText('1 Feb 2026')).toBeInTheDocument();
    expect(
      within(panel)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(expected);
  });

  it('publishes, and shows the server refusal', async () => {
    courseApi();
    answer(
      'POST',
      '/api/instructor/courses/course-1/publish',
      apiError(409, 'conflict', COURSE_MESSAGES.cannotPublishEmpty),
    );
    const user = userEvent.setup();
    editor('/instructor/courses/course-1');
    await user.click(await screen.findByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.cannotPublishEmpty);
    answer('POST', '/api/instructor/courses/course-1/publish', {
      course: instructorCourse({ status: 'published', publishedAt: '2026-03-01T10:00:00.000Z' }),
    });
    await user.click(screen.getByRole('button', { name: 'Publish' }));
    expect(await screen.findByRole('button', { name: 'Unpublish' })).toBeInTheDocument();
    expect(screen.getByText('Published', { selector: 'p' })).toBeInTheDocument();
  });

  it('deletes a draft after confirming, then goes to a new course', async () => {
    courseApi();
    const remove = answer('DELETE', '/api/instructor/courses/course-1', undefined);
    const user = userEvent.setup();
    const { router } = editor('/instructor/courses/course-1');
    await user.click(await screen.findByRole('button', { name: 'Delete' }));
    // The confirmation opens on the safe choice, and keeping the draft sends nothing.
    let dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    expect(dialog).toHaveTextContent(COURSE_MESSAGES.deleteDraftConfirm);
    expect(within(dialog).getByRole('button', { name: 'Keep the draft' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Keep the draft' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove.requests).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    dialog = screen.getByRole('dialog', { name: 'Delete this draft?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/instructor/new'));
    expect(remove.requests).toHaveLength(1);
  });
});

describe('course editor: access', () => {
  it('tells a learner on /instructor/new that only instructors manage courses', async () => {
    signedInAs(learner());
    editor('/instructor/new');
    expect(await screen.findByText('Only instructors can manage courses.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Apply to teach' })).toHaveAttribute('href', '/teach');
  });

  it('shows the same when the API answers 403', async () => {
    signedInAs(learner());
    answer('GET', '/api/instructor/courses/course-1', apiError(403, 'forbidden', 'No.'));
    editor('/instructor/courses/course-1');
    expect(await screen.findByText('Only instructors can manage courses.')).toBeInTheDocument();
  });

  it("says when the course is not the caller's or does not exist", async () => {
    signedInAs(instructor());
    answer('GET', '/api/instructor/courses/course-1', apiError(404, 'not_found', COURSE_MESSAGES.notFound));
    editor('/instructor/courses/course-1');
    expect(await screen.findByRole('alert')).toHaveTextContent(COURSE_MESSAGES.notFound);
  });
});
