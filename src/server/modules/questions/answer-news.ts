/**
 * The asker hears once when her question first has a shown answer (the shop's, or a buyer's
 * approved), by e-mail and by SMS as her account's switches say, in her language.
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Transaction } from '../../db/client';
import { productQuestions, products, profiles, users } from '../../db/schema';
import { translatorFor } from '../../i18n';
import { renderActionEmail } from '../../mail/templates';
import { enqueueMail, enqueueMessage } from '../../messages/queue';

export async function queueAnswerNews(
  tx: Transaction,
  config: Config,
  questionId: number,
  answer: string,
) {
  const [found] = await tx
    .select({
      question: productQuestions.text,
      productId: products.id,
      product: products.name,
      email: users.email,
      phone: users.phoneNumber,
      phoneVerified: users.phoneNumberVerified,
      firstName: profiles.firstName,
      language: profiles.locale,
      byEmail: profiles.notifyEmail,
      bySms: profiles.notifySms,
    })
    .from(productQuestions)
    .innerJoin(products, eq(products.id, productQuestions.productId))
    .innerJoin(users, eq(users.id, productQuestions.userId))
    .leftJoin(profiles, eq(profiles.userId, productQuestions.userId))
    .where(eq(productQuestions.id, questionId));
  if (!found) return;
  const translator = translatorFor(found.language ?? 'en');
  const { t } = translator;
  const shop = config.shop.name;
  const url = `${config.publicUrl}/product/${found.productId}#reviews`;
  const dedupeKey = `question:${questionId}:answered`;
  // A phone-made account's placeholder address is never queued (enqueueMail).
  if (found.byEmail ?? true) {
    await enqueueMail(tx, {
      topic: 'question.answered',
      dedupeKey: `${dedupeKey}:email`,
      to: found.email,
      subject: t('mail.questionAnswered.subject', { shop, product: found.product }),
      link: url,
      ...renderActionEmail(translator, {
        shopName: shop,
        shopEmail: config.shop.email,
        heading: t('mail.questionAnswered.heading', { product: found.product }),
        paragraphs: [`“${found.question}”`, answer],
        action: { label: t('mail.questionAnswered.action'), url },
        footnote: t('mail.order.questions', { email: config.shop.email }),
      }),
    });
  }
  if (found.bySms && found.phone && found.phoneVerified) {
    await enqueueMessage(tx, {
      channel: 'sms',
      recipient: found.phone,
      topic: 'question.answered',
      body: t('sms.questionAnswered', { shop, product: found.product, url }),
      dedupeKey: `${dedupeKey}:sms`,
    });
  }
}
