import { paths } from '@medprep/shared/paths';
import { Navigate, useParams } from 'react-router';

/** /instructor/quizzes/{id} is the builder's address without its last part. */
export default function InstructorQuizRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={paths.instructorQuizQuestions(id)} replace />;
}
