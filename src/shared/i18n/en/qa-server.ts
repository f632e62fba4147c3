/** Why the server refuses a question, an answer or a report, and the news of an answer. */
export const qaServerMessages = {
  'errors.qa.productNotFound': 'We could not find that product. Reload the page and try again.',
  'errors.qa.questionNotFound': 'That question is not there any more. Reload the page.',
  'errors.qa.answerNotFound': 'That answer is not there any more. Reload the page.',
  'errors.qa.notAllowed':
    'Only the shop, or shoppers who bought this product where the shop allows it, can answer.',
  'errors.qa.notShown': 'Only a question the shop has approved can be answered.',
  'mail.questionAnswered.subject': '{shop} answered your question about {product}',
  'mail.questionAnswered.heading': 'Your question about {product} has an answer',
  'mail.questionAnswered.action': 'See it on the product page',
  'sms.questionAnswered': '{shop}: your question about {product} has an answer. {url}',
};
