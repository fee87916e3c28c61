import { QBANK_MESSAGES } from '@medprep/shared';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp } from '../../test/helpers.ts';
import { bankApi, pick, tutorSession } from '../../test/qbank-fixtures.ts';

/** How many of the next tutor writes find the review card changed since it was read (nothing written). */
const changedCards = vi.hoisted(() => ({ next: 0, tried: 0 }));

vi.mock('../quizzes/answer-log.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('../quizzes/answer-log.ts')>();
  return {
    ...original,
    recordCheckedAnswer: (...args: Parameters<typeof original.recordCheckedAnswer>) => {
      changedCards.tried += 1;
      if (changedCards.next > 0) {
        changedCards.next -= 1;
        return Promise.resolve({ saved: false, cardChanged: true, peers: null });
      }
      return original.recordCheckedAnswer(...args);
    },
  };
});

let t: TestApp;
let owner: SignedIn;
let api: ReturnType<typeof bankApi>;

beforeAll(async () => {
  t = await buildTestApp();
  api = bankApi(t);
  owner = await t.signIn('instructor');
});
afterAll(() => t.close());

const oneQuestion = () => tutorSession(t, owner.id, 'Busy');

describe('a tutor answer whose review card changes under it', () => {
  it('is read and written again when the card changed once', async () => {
    const { learner, url } = await oneQuestion();
    changedCards.next = 1;
    changedCards.tried = 0;
    const res = await api('PUT', url, learner, pick('B'));
    expect(res.statusCode).toBe(200);
    expect(res.json().correct).toBe(true);
    expect(changedCards.tried).toBe(2);
  });

  it('after three changed cards says to try again, not that it is answered, and the next try is saved', async () => {
    const { learner, url } = await oneQuestion();
    changedCards.next = 3;
    const busy = await api('PUT', url, learner, pick('B'));
    expect(busy.statusCode).toBe(409);
    expect(busy.json().message).toBe(QBANK_MESSAGES.answerBusy);
    const again = await api('PUT', url, learner, pick('B'));
    expect(again.statusCode).toBe(200);
    expect(again.json().correct).toBe(true);
    const twice = await api('PUT', url, learner, pick('B'));
    expect(twice.json().message).toBe(QBANK_MESSAGES.alreadyAnswered);
  });
});
