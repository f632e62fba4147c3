/**
 * An account made by phone, made whole (issue 18): deleting it with a code by SMS (it has no
 * password), adding an e-mail on the profile, and a checkout that does not ask for an e-mail.
 */

/** Account → Profile and Settings (part of the account catalogue). */
export const phoneAccountMessages = {
  'account.email.none': 'No e-mail yet',
  'account.email.noneHint':
    'Add an e-mail to get your order e-mails there too. We send a link to confirm it.',
  'account.email.add': 'Add e-mail',
  'account.email.new': 'E-mail address',
  'account.email.send': 'Send confirmation link',
  'account.email.sending': 'Sending…',
  'account.email.cancel': 'Cancel',
  'account.email.sent':
    'We sent a link to {email}. Your e-mail is added once you open it (within a day).',
  'account.email.failed': 'Could not add the e-mail',
  'account.delete.code.intro':
    'Your account has no password. To confirm, we text a 6-digit code to {phone}.',
  'account.delete.code.send': 'Send code',
  'account.delete.code.sending': 'Sending…',
  'account.delete.code.sent': 'We sent a code to {phone}. It works for 5 minutes.',
  'account.delete.code.label': 'Code from the SMS',
  'account.delete.code.resend': 'Send a new code',
  'account.delete.code.resendIn': 'New code in {seconds} s',
  'account.delete.code.sendFailed': 'Could not send the code',
};

/** The checkout's contact step for a shopper signed in by phone (part of the checkout catalogue). */
export const phoneAccountCheckout = {
  'checkout.shipping.emailOptionalHint':
    'We send your order news by SMS. Add an e-mail to get it there too.',
};

/** The server's answers and the confirmation mail (part of the errors catalogue). */
export const phoneAccountServer = {
  'errors.account.passwordNeeded': 'Enter your password to delete your account',
  'errors.account.codeNeeded': 'Enter the code we sent to your mobile number',
  'errors.account.noVerifiedNumber':
    'Your account has no verified mobile number to send a code to. Add one on your profile.',
  'errors.account.usePassword': 'Your account has a password: confirm with it instead',
  'errors.account.emailKept':
    'Your e-mail address cannot be changed here. Please contact us to change it.',
  'mail.verify.added': 'You asked to add this address to your {shop} account.',
  'mail.verify.addedFootnote':
    'If you did not ask for this, ignore this e-mail: nothing changes until the link is opened.',
};
