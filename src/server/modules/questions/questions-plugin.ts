/** Questions and answers on product pages (issue 44, decision 047). */
import fp from 'fastify-plugin';
import { questionRoutes } from './question-routes';

export const questionsPlugin = fp(
  async (app) => {
    await app.register(questionRoutes);
  },
  { name: 'questions' },
);
