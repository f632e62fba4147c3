/** Sample reviewers and reviews, so a fresh shop shows real ratings from its own database. */
import type { Random } from './random';

export const SAMPLE_REVIEWERS = [
  ['Nusrat', 'Jahan'],
  ['Farhana', 'Akter'],
  ['Tanvir', 'Ahmed'],
  ['Sadia', 'Islam'],
  ['Rafiq', 'Hasan'],
  ['Mim', 'Chowdhury'],
  ['Ayesha', 'Siddiqua'],
  ['Sumaiya', 'Rahman'],
  ['Nabila', 'Haque'],
  ['Arif', 'Hossain'],
  ['Lamia', 'Karim'],
  ['Tasnim', 'Ferdous'],
] as const;

const BY_RATING: Record<number, { title: string; content: string }[]> = {
  5: [
    {
      title: 'Absolutely love it',
      content: 'Exactly as described and it arrived in two days. Will order again.',
    },
    {
      title: 'Worth every taka',
      content: 'Genuine product, lovely packaging, and it works beautifully in this weather.',
    },
    {
      title: 'My new favourite',
      content: 'I have tried many brands and this is the one I keep coming back to.',
    },
  ],
  4: [
    {
      title: 'Very good',
      content:
        'Great quality. Delivery took a day longer than promised, but the product is lovely.',
    },
    { title: 'Happy with it', content: 'Does what it says. I would like a bigger size option.' },
  ],
  3: [{ title: 'It is okay', content: 'Decent for the price, but I expected a little more.' }],
  2: [
    { title: 'Not for me', content: 'The colour looked different from the picture on my screen.' },
  ],
  1: [
    {
      title: 'Disappointed',
      content: 'Did not suit me at all. Customer service was helpful with the return though.',
    },
  ],
};

/** Ratings lean positive, as they do in a shop people return to. */
function sampleRating(random: Random): number {
  const roll = random.next();
  if (roll < 0.55) return 5;
  if (roll < 0.82) return 4;
  if (roll < 0.92) return 3;
  if (roll < 0.97) return 2;
  return 1;
}

export type SampleReview = {
  reviewerIndex: number;
  rating: number;
  title: string;
  content: string;
  helpfulCount: number;
  unhelpfulCount: number;
  daysAgo: number;
};

export function sampleReviewsFor(random: Random): SampleReview[] {
  if (random.chance(0.3)) return [];
  const count = random.int(1, 7);
  const reviewerIndexes = new Set<number>();
  while (reviewerIndexes.size < count)
    reviewerIndexes.add(random.int(0, SAMPLE_REVIEWERS.length - 1));
  return [...reviewerIndexes].map((reviewerIndex) => {
    const rating = sampleRating(random);
    const text = random.pick(BY_RATING[rating] ?? []);
    return {
      reviewerIndex,
      rating,
      ...text,
      helpfulCount: random.int(0, 30),
      unhelpfulCount: random.int(0, 4),
      daysAgo: random.int(1, 200),
    };
  });
}
