/**
 * Asking, answering, reporting and moderating product questions (docs/decisions/047). Staff acts
 * leave audit entries; a shopper's question or a buyer's answer waits for staff.
 */
import { and, eq, sql } from 'drizzle-orm';
import { msg } from '#shared/i18n/translator';
import type { QaStatus } from '#shared/schemas/questions';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import {
  productAnswers,
  productQuestions,
  products,
  qaReports,
  shopSettings,
} from '../../db/schema';
import { HttpError } from '../../http-error';
import type { Viewer } from '../../plugins/access';
import { recordAudit } from '../audit';
import { queueAnswerNews } from './answer-news';
import { mayAnswer } from './question-views';

type Shop = { db: Database; config: Config };

export async function askQuestion(db: Database, userId: string, productId: number, text: string) {
  const [product] = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.id, productId), eq(products.status, 'active')));
  if (!product) throw new HttpError(404, msg('errors.qa.productNotFound'));
  const [row] = await db
    .insert(productQuestions)
    .values({ productId, userId, text })
    .returning({ id: productQuestions.id });
  return row?.id as number;
}

/** As the shop (staff who edit products: shown at once) or as a buyer (waits for staff). */
export async function answerQuestion(
  { db, config }: Shop,
  viewer: Viewer,
  questionId: number,
  text: string,
) {
  const [question] = await db
    .select({ productId: productQuestions.productId, status: productQuestions.status })
    .from(productQuestions)
    .where(eq(productQuestions.id, questionId));
  if (!question) throw new HttpError(404, msg('errors.qa.questionNotFound'));
  const byStaff = viewer.permissions.includes('products.edit');
  if (!byStaff && question.status !== 'approved') {
    throw new HttpError(404, msg('errors.qa.questionNotFound'));
  }
  if (!(await mayAnswer(db, viewer, question.productId))) {
    throw new HttpError(403, msg('errors.qa.notAllowed'));
  }
  return db.transaction(async (tx) => {
    const [answer] = await tx
      .insert(productAnswers)
      .values({
        questionId,
        userId: viewer.userId,
        text,
        byStaff,
        status: byStaff ? 'approved' : 'pending',
      })
      .returning({ id: productAnswers.id, status: productAnswers.status });
    if (byStaff) {
      // Answering a question approves it: staff would not answer one they would not show.
      await tx
        .update(productQuestions)
        .set({ status: 'approved' })
        .where(eq(productQuestions.id, questionId));
      await queueAnswerNews(tx, config, questionId, text);
      await recordAudit(tx, {
        action: 'question.answer',
        entity: 'product',
        entityId: String(question.productId),
        after: { questionId, text },
      });
    }
    return answer as { id: number; status: QaStatus };
  });
}

/** One report per shopper; a report puts it in front of staff again. */
export async function report(
  db: Database,
  userId: string,
  kind: 'question' | 'answer',
  targetId: number,
) {
  const table = kind === 'question' ? productQuestions : productAnswers;
  return db.transaction(async (tx) => {
    const [target] = await tx
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, targetId), eq(table.status, 'approved')));
    if (!target) throw new HttpError(404, msg(`errors.qa.${kind}NotFound`));
    const [added] = await tx
      .insert(qaReports)
      .values({ kind, targetId, userId })
      .onConflictDoNothing()
      .returning({ at: qaReports.at });
    if (added) {
      await tx
        .update(table)
        .set({ reports: sql`${table.reports} + 1` })
        .where(eq(table.id, targetId));
    }
  });
}

/** Approves or hides a question or answer; either way its reports are dealt with. */
export async function moderate(
  { db, config }: Shop,
  kind: 'question' | 'answer',
  targetId: number,
  status: 'approved' | 'rejected',
) {
  const table = kind === 'question' ? productQuestions : productAnswers;
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ status: table.status, reports: table.reports })
      .from(table)
      .where(eq(table.id, targetId))
      .for('update');
    if (!before) throw new HttpError(404, msg(`errors.qa.${kind}NotFound`));
    await tx.update(table).set({ status, reports: 0 }).where(eq(table.id, targetId));
    // A buyer's answer shown: the asker hears, unless an earlier answer told her already.
    if (kind === 'answer' && status === 'approved') {
      const [answer] = await tx
        .select({ questionId: productAnswers.questionId, text: productAnswers.text })
        .from(productAnswers)
        .where(eq(productAnswers.id, targetId));
      if (answer) await queueAnswerNews(tx, config, answer.questionId, answer.text);
    }
    await tx
      .delete(qaReports)
      .where(and(eq(qaReports.kind, kind), eq(qaReports.targetId, targetId)));
    await recordAudit(tx, {
      action: `${kind}.moderate`,
      entity: kind,
      entityId: String(targetId),
      before,
      after: { status, reports: 0 },
    });
  });
}

export async function updateQaSettings(db: Database, buyersMayAnswer: boolean) {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ buyersMayAnswer: shopSettings.buyersMayAnswer })
      .from(shopSettings)
      .where(eq(shopSettings.id, 1));
    await tx
      .insert(shopSettings)
      .values({ id: 1, buyersMayAnswer })
      .onConflictDoUpdate({
        target: shopSettings.id,
        set: { buyersMayAnswer, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      action: 'question.settings',
      entity: 'shop',
      before: { buyersMayAnswer: before?.buyersMayAnswer ?? false },
      after: { buyersMayAnswer },
    });
    return { buyersMayAnswer };
  });
}
