/** Why the server refuses a question, an answer or a report. */
export const qaServerMessages = {
  'errors.qa.productNotFound': 'We could not find that product. Reload the page and try again.',
  'errors.qa.questionNotFound': 'That question is not there any more. Reload the page.',
  'errors.qa.answerNotFound': 'That answer is not there any more. Reload the page.',
  'errors.qa.notAllowed':
    'Only the shop, or shoppers who bought this product where the shop allows it, can answer.',
  'errors.qa.notShown': 'Only a question the shop has approved can be answered.',
};
