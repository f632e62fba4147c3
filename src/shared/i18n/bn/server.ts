/** Words only the server uses: error messages, e-mails, SMS, page titles for search engines. */
import { cartReminderServerMessages } from './cart-reminder-server';
import { complaintServerMessages } from './complaint-server';
import { deliveryNewsMessages } from './delivery-news';
import { errors } from './errors';
import { mail } from './mail';
import { pageNoticeMessages } from './page-notices-server';
import { pathaoLocationMessages } from './pathao-locations-server';
import { paymentServerMessages } from './payments-server';
import { pointsServerMessages } from './points-server';
import { privacyServerMessages } from './privacy-server';
import { qaServerMessages } from './qa-server';
import { queryValidationMessages } from './query-validation-server';
import { returnNewsMessages } from './return-news';
import { seo } from './seo';
import { smsOrderMessages } from './sms-orders';
import { stockAlertServerMessages } from './stock-alert-server';

export const serverMessages = {
  ...errors,
  ...mail,
  ...seo,
  ...smsOrderMessages,
  ...paymentServerMessages,
  ...deliveryNewsMessages,
  ...pathaoLocationMessages,
  ...returnNewsMessages,
  ...pageNoticeMessages,
  ...queryValidationMessages,
  ...privacyServerMessages,
  ...complaintServerMessages,
  ...stockAlertServerMessages,
  ...cartReminderServerMessages,
  ...pointsServerMessages,
  ...qaServerMessages,
};
