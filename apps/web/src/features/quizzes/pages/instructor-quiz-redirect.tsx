import { Navigate, useParams } from 'react-router';
import { quizPaths } from '../quiz-paths';

/** /instructor/quizzes/{id} is the builder's address without its last part (marketplace.md §2). */
export default function InstructorQuizRedirect() {
  const { id = '' } = useParams();
  return <Navigate to={quizPaths.instructorQuizQuestions(id)} replace />;
}
