/* What other features use of quizzes: the one question screen (a question, the navigator, a checked answer) for exams and the bank. */
export { AnswerReview } from './components/answer-review';
export { QuestionNavigator } from './components/question-navigator';
export { QuestionView } from './components/question-view';
export { isAnswered } from './play/answers';
export type { AttemptAnswer, PlayQuestion, ShownQuestion } from './types';
