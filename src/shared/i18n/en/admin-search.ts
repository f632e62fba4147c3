/** Admin → Search (issue 45): synonyms and what shoppers searched for. */
export const adminSearchMessages = {
  'validation.synonym.word': 'Write a word or a short phrase',
  'validation.synonym.wordTooLong': 'A word or phrase can be at most 60 characters',
  'validation.synonym.words': 'A synonym needs at least two words',
  'validation.synonym.tooMany': 'A synonym can hold at most 10 words',
  'validation.synonym.id': 'Choose a synonym from the list',
  'validation.synonym.product': 'Choose a product',
  'validation.synonym.repeated': 'Each word can appear once: "{word}" is there twice',
  'validation.synonym.noWords': '"{word}" has no letters or numbers to search by',
  'validation.searchReport.days': 'Choose between 1 and 90 days',
  'validation.searchOpened': 'Send the search the product was opened from',
  'errors.synonym.notFound': 'That synonym no longer exists',
  'errors.synonym.productNotFound': 'That product no longer exists',
};
