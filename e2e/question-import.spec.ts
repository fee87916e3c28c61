import { expect, test } from '@playwright/test';
import { logIn, profileButton, snapWidths } from './helpers';

test.use({ viewport: { width: 1280, height: 900 } });

const INSTRUCTOR = { email: 'instructor@example.com', password: 'teach-medicine-2026' };
const OPTIONS = ['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H'];
const COLUMNS = [
  'type',
  'prompt',
  'points',
  'answer',
  'explanation',
  'topics',
  ...OPTIONS.map((l) => `option_${l}`),
  'stem_1',
  'stem_1_answer',
  'stem_2',
  'stem_2_answer',
];
const line = (cells: Record<string, string>) =>
  COLUMNS.map((c) => {
    const v = cells[c] ?? '';
    return /[",\n]/.test(v) ? `"${v.replaceAll('"', '""')}"` : v;
  }).join(',');

/**
 * Thirty questions of every type, the last an extended matching question (eight options, two stems); `bad`
 * puts a letter that is no option on the 4th question (row 5).
 */
function questionsCsv(bad: boolean): string {
  const rows = Array.from({ length: 30 }, (_, i) => {
    const n = i + 1;
    const common = { explanation: '', topics: 'Import' };
    if (n === 30)
      return line({
        ...common,
        type: 'emq',
        prompt: `Imported question ${n}: causes of breathlessness`,
        ...Object.fromEntries(
          [
            'Asthma',
            'COPD',
            'Pneumothorax',
            'Pulmonary embolism',
            'Heart failure',
            'Anaemia',
            'Pneumonia',
            'Anxiety',
          ].map((text, k) => [`option_${OPTIONS[k]}`, text]),
        ),
        stem_1: 'A tall young man with sudden pleuritic pain and breathlessness.',
        stem_1_answer: 'C',
        stem_2: 'A woman on the combined pill with a swollen calf and sudden breathlessness.',
        stem_2_answer: 'D',
      });
    if (n % 3 === 1)
      return line({
        ...common,
        type: 'mcq',
        prompt: `Imported question ${n}: which, of these?`,
        points: '1',
        answer: bad && n === 4 ? 'D' : 'B',
        option_A: 'alpha',
        option_B: 'beta',
        option_C: 'gamma',
      });
    if (n % 3 === 2)
      return line({
        ...common,
        type: 'boolean',
        prompt: `Imported question ${n} is true.`,
        points: '1',
        answer: 'true',
      });
    return line({
      ...common,
      type: 'short',
      prompt: `Imported question ${n}: name it.`,
      points: '2',
      answer: 'answer|reply',
    });
  });
  return `${COLUMNS.join(',')}\n${rows.join('\n')}\n`;
}

test('an instructor imports a CSV with one bad row, sees the error by row and column, fixes it and imports 30 questions', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const title = `Imported mock ${Date.now().toString(36)}`;
  await page.goto('/login');
  await logIn(page, INSTRUCTOR.email, INSTRUCTOR.password);
  await expect(profileButton(page)).toBeVisible();
  await page.goto('/instructor/quizzes/new');
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('combobox', { name: /Exam/ }).selectOption('PLAB 1');
  await page.getByRole('radio', { name: 'Free', exact: true }).check();
  await page.getByRole('button', { name: 'Create quiz' }).click();
  await expect(page).toHaveURL(/\/instructor\/quizzes\/[^/]+\/questions$/);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  const panel = page.getByRole('region', { name: 'Import questions' });
  const template = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Download the template' }).click();
  expect((await template).suggestedFilename()).toBe('question-import-template.csv');

  await panel.getByLabel('Choose a CSV file').setInputFiles({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(questionsCsv(true)),
  });
  await expect(panel.getByRole('alert')).toContainText('Nothing was imported');
  const table = panel.getByRole('table', { name: 'Refused cells, by row and column' });
  await expect(table.getByRole('row').nth(1)).toContainText('5');
  await expect(table.getByRole('row').nth(1)).toContainText('answer');
  await expect(table.getByRole('row').nth(1)).toContainText(
    'A correct option must be one of the question’s options.',
  );
  await expect(page.getByRole('heading', { name: 'Questions (0)' })).toBeVisible();
  await snapWidths(page, 'question-import-refused');

  await panel.getByLabel('Choose a CSV file').setInputFiles({
    name: 'questions.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(questionsCsv(false)),
  });
  await expect(panel.getByRole('status')).toHaveText(
    'Imported 30 questions. They are at the end of the question list below.',
  );
  await expect(page.getByRole('heading', { name: 'Questions (30)' })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Question 30: Imported question 30/ })).toBeVisible();

  const exported = page.waitForEvent('download');
  await panel.getByRole('button', { name: 'Export as CSV' }).click();
  expect((await exported).suggestedFilename()).toMatch(/-questions\.csv$/);
  await snapWidths(page, 'question-import-done');
});
