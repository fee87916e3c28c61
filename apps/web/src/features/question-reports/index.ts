/* What other features use of question reports: the button beside an answered question. */
export { ReportQuestionButton } from './components/report-question-button';
