import { describe, expect, it } from 'vitest';
import {
  AskBody,
  AskForm,
  canAnswerQuestions,
  DISCUSSION_MESSAGES,
  DISCUSSION_TITLE_MAX,
  isQuestionWritable,
  QuestionsQuery,
  replyCountLabel,
} from './index.ts';

const COURSE = '22222222-2222-4222-8222-222222222222';

describe('discussion schemas and rules', () => {
  it('parses the ask form to what the server parses from the request', () => {
    const form = AskForm.parse({ title: ' Murmur? ', body: ' Apex. ', courseId: '' });
    expect(form).toEqual({ title: 'Murmur?', body: 'Apex.', courseId: null });
    expect(AskBody.parse(form)).toEqual(form);
    expect(AskForm.parse({ title: 'T', body: 'B', courseId: COURSE }).courseId).toBe(COURSE);
  });

  it('refuses blank and over-long titles with the specification’s limit', () => {
    const blank = AskBody.safeParse({ title: '  ', body: 'B' });
    expect(blank.error?.issues[0]?.message).toBe(DISCUSSION_MESSAGES.titleRequired);
    expect(AskBody.safeParse({ title: 'x'.repeat(DISCUSSION_TITLE_MAX), body: 'B' }).success).toBe(true);
    const long = AskBody.safeParse({ title: 'x'.repeat(DISCUSSION_TITLE_MAX + 1), body: 'B' });
    expect(long.error?.issues[0]?.message).toBe(DISCUSSION_MESSAGES.titleTooLong);
  });

  it('defaults the list to newest, page 1, 20 a page', () => {
    expect(QuestionsQuery.parse({})).toEqual({
      page: 1,
      limit: 20,
      q: undefined,
      sort: 'newest',
      status: undefined,
      courseId: undefined,
    });
  });

  it('knows who answers, what is writable, and counts replies', () => {
    expect([
      canAnswerQuestions('user'),
      canAnswerQuestions('instructor'),
      canAnswerQuestions('admin'),
    ]).toEqual([false, true, true]);
    expect(['open', 'answered', 'closed', 'locked'].map((s) => isQuestionWritable(s as never))).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect([replyCountLabel(0), replyCountLabel(1), replyCountLabel(2)]).toEqual([
      '0 replies',
      '1 reply',
      '2 replies',
    ]);
  });
});
