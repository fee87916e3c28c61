import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { PurchasesPanel } from '../../payments';
import { useMyMocks } from '../api';

/** 'My Mocks': the learner's bought quizzes (GET /me/purchases?kinds=quiz&limit=6). Hidden for a guest. */
export function MyMocksPanel() {
  return (
    <PurchasesPanel
      title={QUIZ_MESSAGES.myMocks}
      headingId="my-mocks"
      query={useMyMocks()}
      empty="No mock exams bought yet."
      failed={() => QUIZ_MESSAGES.catalogueFailed}
    />
  );
}
