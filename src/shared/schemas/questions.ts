/** Questions and answers on product pages (docs/decisions/047): what the API accepts and answers. */
import { z } from 'zod';
import { msg } from '../i18n/translator';

export const QA_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type QaStatus = (typeof QA_STATUSES)[number];

export const QUESTION_MAX = 300;
export const ANSWER_MAX = 1000;
export const QUESTIONS_PAGE_SIZE = 5;

/** A web address, or something a spammer writes as one: 'www.', 'http', 'site.com/…'. */
const LINK = /(https?:\/\/|www\.|\b[a-z0-9-]+\.(com|net|org|xyz|info|bd|io|me|link|shop)\b)/i;

function qaText(max: number, field: 'question' | 'answer') {
  return z
    .string({ error: msg(`qa.validation.${field}.required`) })
    .trim()
    .min(5, { error: msg(`qa.validation.${field}.short`) })
    .max(max, { error: msg(`qa.validation.${field}.long`, { max }) })
    .refine((text) => !LINK.test(text), { error: msg('qa.validation.link') });
}

export const questionInputSchema = z.strictObject({ text: qaText(QUESTION_MAX, 'question') });
export const answerInputSchema = z.strictObject({ text: qaText(ANSWER_MAX, 'answer') });

const MAX_ID = 2_147_483_647;
export const qaIdParamsSchema = z.object({
  id: z.coerce
    .number({ error: msg('qa.validation.id') })
    .int({ error: msg('qa.validation.id') })
    .min(1, { error: msg('qa.validation.id') })
    .max(MAX_ID, { error: msg('qa.validation.id') }),
});

const pageMessage = msg('validation.page.invalid');
export const questionListQuerySchema = z.object({
  /** Words to look for in questions and their answers. */
  q: z
    .string()
    .trim()
    .max(100, { error: msg('qa.validation.search', { max: 100 }) })
    .optional(),
  page: z.coerce
    .number({ error: pageMessage })
    .int({ error: pageMessage })
    .min(1, { error: pageMessage })
    .default(1),
});
export type QuestionListQuery = z.infer<typeof questionListQuerySchema>;

export const answerSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  /** The shop's answer, or a buyer's: 'Nusrat J.' */
  author: z.string().nullable(),
  byStaff: z.boolean(),
  /** A buyer's answer: she has a delivered order of the product. */
  verifiedBuyer: z.boolean(),
  status: z.enum(QA_STATUSES),
  createdAt: z.string(),
});
export type Answer = z.infer<typeof answerSchema>;

export const questionSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  author: z.string(),
  status: z.enum(QA_STATUSES),
  createdAt: z.string(),
  answers: z.array(answerSchema),
  mine: z.boolean(),
});
export type Question = z.infer<typeof questionSchema>;

export const questionPageSchema = z.object({
  /** Answered, approved questions, newest first; with `q`, those whose words match. */
  questions: z.array(questionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  /** The viewer's own questions not shown yet (waiting for approval or an answer). */
  waiting: z.array(questionSchema),
  /** Whether the viewer may answer: staff, or a verified buyer where the owner allows it. */
  mayAnswer: z.boolean(),
});
export type QuestionPage = z.infer<typeof questionPageSchema>;

// Admin ----------------------------------------------------------------------------------------

export const QA_QUEUES = ['waiting', 'reported', 'unanswered', 'all'] as const;
export const adminQuestionQuerySchema = z.object({
  queue: z.enum(QA_QUEUES, { error: msg('qa.validation.queue') }).default('waiting'),
  page: questionListQuerySchema.shape.page,
});

export const adminQuestionSchema = questionSchema.extend({
  productId: z.number().int(),
  productName: z.string(),
  reports: z.number().int(),
  answers: z.array(answerSchema.extend({ reports: z.number().int() })),
});
export type AdminQuestion = z.infer<typeof adminQuestionSchema>;

export const adminQuestionPageSchema = z.object({
  questions: z.array(adminQuestionSchema),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  counts: z.object({ waiting: z.number().int(), reported: z.number().int() }),
  buyersMayAnswer: z.boolean(),
});
export type AdminQuestionPage = z.infer<typeof adminQuestionPageSchema>;

export const moderationSchema = z.strictObject({
  status: z.enum(['approved', 'rejected'], { error: msg('qa.validation.decision') }),
});
export const qaSettingsSchema = z.strictObject({
  buyersMayAnswer: z.boolean({ error: msg('qa.validation.buyersMayAnswer') }),
});
