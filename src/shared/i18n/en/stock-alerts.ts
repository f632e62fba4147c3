/** "Notify me when it's back" on a sold-out shade's product page. */
export const stockAlertMessages = {
  'stockAlerts.notifyMe': "Notify me when it's back",
  'stockAlerts.signIn': "Sign in to be told when it's back",
  'stockAlerts.how': 'How should we tell you?',
  'stockAlerts.bySms': 'SMS to {recipient}',
  'stockAlerts.byEmail': 'E-mail to {recipient}',
  'stockAlerts.submit': 'Notify me',
  'stockAlerts.saving': 'Saving…',
  'stockAlerts.waiting.sms': "We'll text {recipient} once when it's back.",
  'stockAlerts.waiting.email': "We'll e-mail {recipient} once when it's back.",
  'stockAlerts.stop': 'Stop waiting',
  'stockAlerts.asked': "Done: we'll tell you when it's back.",
  'stockAlerts.stopped': 'You will not be told about it.',
  'stockAlerts.failed': 'That did not work. Please try again.',
  'stockAlerts.noChannel':
    'To be told, add a verified phone number or an e-mail address to your account.',
  'stockAlerts.settings': 'Account settings',
};
