import { QUIZ_MESSAGES } from '@medprep/shared/constants';
import { paths } from '@medprep/shared/paths';
import { useTitle } from '../../../lib/use-title';
import { ButtonLink } from '../../../ui/button';
import { ListHeader } from '../../../ui/list';
import { MyMocksPanel } from '../components/my-mocks';

/** /mocks (a placeholder in the specification): the learner's mock exams, their attempts, and the catalogue. */
export default function MocksPage() {
  useTitle('My mock exams');
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-8 sm:py-10">
      <ListHeader title="My mock exams" />
      <MyMocksPanel />
      <div className="flex flex-wrap gap-3">
        <ButtonLink to={paths.quizAttempts()}>{QUIZ_MESSAGES.yourAttempts}</ButtonLink>
        <ButtonLink variant="secondary" to={paths.quizzesCatalogue()}>
          Browse mock exams
        </ButtonLink>
      </div>
    </div>
  );
}
