/** Sample reviewers and reviews, so a fresh shop shows real ratings from its own database. */
import { SKIN_CONCERNS, SKIN_TYPES } from '#shared/skin';
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

/**
 * Enough words for every rating that one product's reviews never repeat each other: a product
 * has at most 7 sample reviews, so the ratings shoppers give most have 7 each.
 */
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
    {
      title: 'Bought it for my sister',
      content: 'She was so happy with it that I ordered one for myself the same week.',
    },
    {
      title: 'Better than the shop in Gulshan',
      content: 'Same item for less, sealed and with a long expiry date. Cash on delivery was easy.',
    },
    {
      title: 'Five stars',
      content: 'The quality is excellent and it looks even nicer in person than in the photos.',
    },
    {
      title: 'Perfect gift',
      content:
        'Ordered it for Eid. It came well packed and on time, and everyone asked where I got it.',
    },
  ],
  4: [
    {
      title: 'Very good',
      content:
        'Great quality. Delivery took a day longer than promised, but the product is lovely.',
    },
    { title: 'Happy with it', content: 'Does what it says. I would like a bigger size option.' },
    {
      title: 'Good value',
      content: 'A fair price for what you get. The box was a little dented but the item was fine.',
    },
    {
      title: 'Nice, as expected',
      content: 'It matches the description. I took off one star only because it sold out so fast.',
    },
    {
      title: 'Would recommend',
      content: 'I have used it for a month now and I am pleased. The courier called before coming.',
    },
    {
      title: 'Pretty good',
      content: 'Works well for everyday use. I wish there were more options to choose from.',
    },
    {
      title: 'Solid purchase',
      content: 'Good quality and original. Packaging could be better for a parcel outside Dhaka.',
    },
  ],
  3: [
    { title: 'It is okay', content: 'Decent for the price, but I expected a little more.' },
    {
      title: 'Average',
      content: 'Nothing wrong with it, nothing special either. It does the job.',
    },
    {
      title: 'Mixed feelings',
      content: 'I like the quality but it took almost a week to reach Sylhet.',
    },
    {
      title: 'Fine for now',
      content: 'Usable, though I will probably try another brand next time.',
    },
  ],
  2: [
    { title: 'Not for me', content: 'The colour looked different from the picture on my screen.' },
    {
      title: 'Expected better',
      content: 'It looked more premium in the photos. It is wearable but I would not buy it again.',
    },
    {
      title: 'Too small',
      content: 'Smaller than I imagined from the picture. Please show the size more clearly.',
    },
  ],
  1: [
    {
      title: 'Disappointed',
      content: 'Did not suit me at all. Customer service was helpful with the return though.',
    },
    {
      title: 'Returned it',
      content: 'It was not what I ordered, so I sent it back. The refund came within a week.',
    },
    {
      title: 'Not happy',
      content: 'The parcel arrived late and the item did not work for me.',
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

/** The rating itself while it has unused texts, else the closest that has (the higher first). */
function nearestWithText(unused: Map<number, unknown[]>, rating: number): number {
  const byDistance = [...unused.keys()].sort(
    (a, b) => Math.abs(a - rating) - Math.abs(b - rating) || b - a,
  );
  return byDistance.find((candidate) => (unused.get(candidate)?.length ?? 0) > 0) ?? rating;
}

export function sampleReviewsFor(random: Random): SampleReview[] {
  if (random.chance(0.3)) return [];
  const count = random.int(1, 7);
  const reviewerIndexes = new Set<number>();
  while (reviewerIndexes.size < count)
    reviewerIndexes.add(random.int(0, SAMPLE_REVIEWERS.length - 1));
  // Each text once per product: taken out of its rating's list as it is used.
  const unused = new Map(Object.entries(BY_RATING).map(([rating, texts]) => [+rating, [...texts]]));
  return [...reviewerIndexes].map((reviewerIndex) => {
    const rating = nearestWithText(unused, sampleRating(random));
    const texts = unused.get(rating) ?? [];
    const [text] = texts.splice(random.int(0, texts.length - 1), 1);
    if (!text) throw new Error('every sample review is used');
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

/**
 * The skin a sample reviewer gives on beauty products: the same person on every product, and every
 * third says nothing. Read from her index, not the random stream, so the rest of the seed is as it was.
 */
export function reviewerSkin(reviewerIndex: number) {
  if (reviewerIndex % 3 === 2) return { skinType: null, skinTone: null, skinConcern: null };
  return {
    skinType: SKIN_TYPES[reviewerIndex % SKIN_TYPES.length] ?? null,
    skinTone: (reviewerIndex % 5) + 2,
    skinConcern:
      reviewerIndex % 2 === 0
        ? (SKIN_CONCERNS[reviewerIndex % SKIN_CONCERNS.length] ?? null)
        : null,
  };
}
