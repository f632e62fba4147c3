/** Questions as the product page and the admin's queue read them (docs/decisions/047). */
import { and, count, desc, eq, exists, gt, inArray, or, type SQL, sql } from 'drizzle-orm';
import {
  type AdminQuestionPage,
  type Answer,
  QUESTIONS_PAGE_SIZE,
  type Question,
  type QuestionListQuery,
  type QuestionPage,
} from '#shared/schemas/questions';
import type { Database } from '../../db/client';
import {
  orderItems,
  orders,
  productAnswers,
  productQuestions,
  products,
  profiles,
  shopSettings,
} from '../../db/schema';
import type { Viewer } from '../../plugins/access';
import { authorName } from '../reviews';

/** A delivered order of the product by this account. */
export const boughtIt = (userId: SQL | string, productId: SQL | number) =>
  exists(
    sql`(SELECT 1 FROM ${orderItems} JOIN ${orders} ON ${orders.id} = ${orderItems.orderId}
      WHERE ${orders.userId} = ${userId} AND ${orders.status} = 'delivered'
        AND ${orderItems.productId} = ${productId})`,
  );

export async function buyersMayAnswer(db: Database): Promise<boolean> {
  const [row] = await db
    .select({ allowed: shopSettings.buyersMayAnswer })
    .from(shopSettings)
    .where(eq(shopSettings.id, 1));
  return row?.allowed ?? false;
}

/** Staff who edit products answer as the shop; a buyer where the owner allows it. */
export async function mayAnswer(db: Database, viewer: Viewer | null, productId: number) {
  if (!viewer) return false;
  if (viewer.permissions.includes('products.edit')) return true;
  if (!(await buyersMayAnswer(db))) return false;
  const { rows } = await db.execute<{ bought: boolean }>(
    sql`SELECT ${boughtIt(viewer.userId, productId)} AS bought`,
  );
  return Boolean(rows[0]?.bought);
}

type QuestionRow = typeof productQuestions.$inferSelect & {
  firstName: string | null;
  lastName: string | null;
};

async function answersOf(db: Database, questionIds: number[], onlyShown: boolean) {
  if (questionIds.length === 0) return new Map<number, (Answer & { reports: number })[]>();
  const rows = await db
    .select({
      answer: productAnswers,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      productId: productQuestions.productId,
      verifiedBuyer: boughtIt(sql`${productAnswers.userId}`, sql`${productQuestions.productId}`),
    })
    .from(productAnswers)
    .innerJoin(productQuestions, eq(productQuestions.id, productAnswers.questionId))
    .leftJoin(profiles, eq(profiles.userId, productAnswers.userId))
    .where(
      and(
        inArray(productAnswers.questionId, questionIds),
        onlyShown ? eq(productAnswers.status, 'approved') : undefined,
      ),
    )
    .orderBy(desc(productAnswers.byStaff), productAnswers.createdAt, productAnswers.id);
  const byQuestion = new Map<number, (Answer & { reports: number })[]>();
  for (const row of rows) {
    const list = byQuestion.get(row.answer.questionId) ?? [];
    list.push({
      id: row.answer.id,
      text: row.answer.text,
      // The shop answers as the shop, never as the staff member.
      author: row.answer.byStaff ? null : authorName(row.firstName, row.lastName),
      byStaff: row.answer.byStaff,
      verifiedBuyer: !row.answer.byStaff && Boolean(row.verifiedBuyer),
      status: row.answer.status,
      createdAt: row.answer.createdAt.toISOString(),
      reports: row.answer.reports,
    });
    byQuestion.set(row.answer.questionId, list);
  }
  return byQuestion;
}

function toQuestion(
  row: QuestionRow,
  answers: (Answer & { reports?: number })[],
  viewerId: string | null,
) {
  return {
    id: row.id,
    text: row.text,
    author: authorName(row.firstName, row.lastName),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    answers: answers.map(({ reports: _reports, ...answer }) => answer),
    mine: viewerId !== null && row.userId === viewerId,
  };
}

const questionColumns = {
  id: productQuestions.id,
  productId: productQuestions.productId,
  userId: productQuestions.userId,
  text: productQuestions.text,
  status: productQuestions.status,
  reports: productQuestions.reports,
  createdAt: productQuestions.createdAt,
  firstName: profiles.firstName,
  lastName: profiles.lastName,
};

const hasShownAnswer = exists(
  sql`(SELECT 1 FROM ${productAnswers} WHERE ${productAnswers.questionId} = ${productQuestions.id}
    AND ${productAnswers.status} = 'approved')`,
);

export async function listQuestions(
  db: Database,
  productId: number,
  query: QuestionListQuery,
  viewer: Viewer | null,
): Promise<QuestionPage> {
  const answerer = await mayAnswer(db, viewer, productId);
  const words = query.q ? `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const where = and(
    eq(productQuestions.productId, productId),
    eq(productQuestions.status, 'approved'),
    // Those who may answer see the questions still waiting for one.
    answerer ? undefined : hasShownAnswer,
    words
      ? or(
          sql`${productQuestions.text} ILIKE ${words}`,
          exists(
            sql`(SELECT 1 FROM ${productAnswers} WHERE ${productAnswers.questionId} = ${productQuestions.id}
              AND ${productAnswers.status} = 'approved' AND ${productAnswers.text} ILIKE ${words})`,
          ),
        )
      : undefined,
  );
  const [total] = await db.select({ n: count() }).from(productQuestions).where(where);
  const rows = await db
    .select(questionColumns)
    .from(productQuestions)
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(where)
    .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE)
    .offset((query.page - 1) * QUESTIONS_PAGE_SIZE);
  const waitingRows = viewer
    ? await db
        .select(questionColumns)
        .from(productQuestions)
        .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
        .where(
          and(
            eq(productQuestions.productId, productId),
            eq(productQuestions.userId, viewer.userId),
            or(sql`${productQuestions.status} <> 'approved'`, sql`NOT ${hasShownAnswer}`),
          ),
        )
        .orderBy(desc(productQuestions.createdAt))
    : [];
  const answers = await answersOf(
    db,
    [...rows, ...waitingRows].map((row) => row.id),
    true,
  );
  const viewerId = viewer?.userId ?? null;
  return {
    questions: rows.map((row) => toQuestion(row, answers.get(row.id) ?? [], viewerId)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: QUESTIONS_PAGE_SIZE,
    waiting: waitingRows.map((row) => toQuestion(row, answers.get(row.id) ?? [], viewerId)),
    mayAnswer: answerer,
  };
}

/** Up to five answered questions, for the product page's JSON-LD: one query when there are none. */
export async function answeredQuestions(db: Database, productId: number): Promise<Question[]> {
  const rows = await db
    .select(questionColumns)
    .from(productQuestions)
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(
      and(
        eq(productQuestions.productId, productId),
        eq(productQuestions.status, 'approved'),
        hasShownAnswer,
      ),
    )
    .orderBy(desc(productQuestions.createdAt), desc(productQuestions.id))
    .limit(QUESTIONS_PAGE_SIZE);
  if (rows.length === 0) return [];
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
    true,
  );
  return rows.map((row) => toQuestion(row, answers.get(row.id) ?? [], null));
}

const QUEUES = {
  waiting: or(
    eq(productQuestions.status, 'pending'),
    exists(
      sql`(SELECT 1 FROM ${productAnswers} WHERE ${productAnswers.questionId} = ${productQuestions.id}
        AND ${productAnswers.status} = 'pending')`,
    ),
  ),
  reported: or(
    gt(productQuestions.reports, 0),
    exists(
      sql`(SELECT 1 FROM ${productAnswers} WHERE ${productAnswers.questionId} = ${productQuestions.id}
        AND ${productAnswers.reports} > 0 AND ${productAnswers.status} = 'approved')`,
    ),
  ),
  unanswered: and(eq(productQuestions.status, 'approved'), sql`NOT ${hasShownAnswer}`),
  all: undefined,
};

export async function adminQuestions(
  db: Database,
  query: { queue: keyof typeof QUEUES; page: number },
): Promise<AdminQuestionPage> {
  const where = QUEUES[query.queue];
  const [total] = await db.select({ n: count() }).from(productQuestions).where(where);
  const rows = await db
    .select({ ...questionColumns, productName: products.name })
    .from(productQuestions)
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(where)
    .orderBy(productQuestions.createdAt, productQuestions.id)
    .limit(QUESTIONS_PAGE_SIZE * 4)
    .offset((query.page - 1) * QUESTIONS_PAGE_SIZE * 4);
  const answers = await answersOf(
    db,
    rows.map((row) => row.id),
    false,
  );
  const [counts] = await db
    .select({
      waiting: sql<number>`count(*) FILTER (WHERE ${QUEUES.waiting})::int`,
      reported: sql<number>`count(*) FILTER (WHERE ${QUEUES.reported})::int`,
    })
    .from(productQuestions);
  return {
    questions: rows.map((row) => {
      const list = answers.get(row.id) ?? [];
      return {
        ...toQuestion(row, list, null),
        answers: list,
        productId: row.productId,
        productName: row.productName,
        reports: row.reports,
      };
    }),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: QUESTIONS_PAGE_SIZE * 4,
    counts: { waiting: counts?.waiting ?? 0, reported: counts?.reported ?? 0 },
    buyersMayAnswer: await buyersMayAnswer(db),
  };
}
