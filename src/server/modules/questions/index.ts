export { answeredQuestions } from './question-views';
export { questionsPlugin } from './questions-plugin';
