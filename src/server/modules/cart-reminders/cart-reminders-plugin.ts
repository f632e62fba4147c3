/** Left-cart reminders (issue 44, decision 046): the owner's routes and the sweep's schedule. */
import fp from 'fastify-plugin';
import { cartReminderRoutes } from './cart-reminder-routes';
import { sendCartReminders } from './cart-reminder-sender';

/** Often enough that a reminder goes within minutes of its hour, cheap when none is due. */
const SWEEP_MS = 5 * 60_000;

export const cartRemindersPlugin = fp(
  async (app) => {
    await app.register(cartReminderRoutes);
    // Tools and tests that run no message worker run no sweep either.
    if (app.config.messagePollMs <= 0) return;
    const timer = setInterval(() => {
      sendCartReminders(app.db, app.config).then(
        (queued) => queued > 0 && app.log.info({ queued }, 'left-cart reminders queued'),
        (error) => app.log.warn({ err: error }, 'queueing left-cart reminders failed'),
      );
    }, SWEEP_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  },
  { name: 'cart-reminders' },
);
