/**
 * Signing in with a mobile number and an SMS code (issue 18): the form on /login and /register,
 * the sheet that opens in place on shopping pages, and the number on the profile. Part of the
 * account catalogue; the sheet also loads it alone, so it carries every word the form shows.
 */
export const phoneSignInMessages = {
  'account.phone.section': 'Mobile number',
  'account.phone.emailSection': 'E-mail',
  'account.phone.orEmail': 'or with e-mail and password',
  'account.phone.number': 'Mobile number',
  'account.phone.numberHint':
    'We text you a 6-digit code. New here? Your account is made as you sign in.',
  'account.phone.send': 'Send code',
  'account.phone.sending': 'Sending…',
  'account.phone.code': 'Code from the SMS',
  'account.phone.codeSent': 'We sent a 6-digit code to {phone}. It works for 5 minutes.',
  'account.phone.verify': 'Continue',
  'account.phone.verifying': 'Checking…',
  'account.phone.resend': 'Send a new code',
  'account.phone.resendIn': 'New code in {seconds} s',
  'account.phone.resent': 'A new code is on its way',
  'account.phone.change': 'Change number',
  'account.phone.rememberMe': 'Remember me',
  'account.phone.names.heading': 'Welcome! What is your name?',
  'account.phone.names.text':
    'Your number {phone} is confirmed. Add your name to create your account.',
  'account.phone.firstName': 'First name',
  'account.phone.lastName': 'Last name',
  'account.phone.names.submit': 'Create my account',
  'account.phone.sendFailed': 'Could not send the code',
  'account.phone.failed': 'Could not sign in',
  'account.phone.signedIn': 'You are signed in',

  // The sheet that opens in place, and /checkout's inline sign-in
  'account.phone.sheet.title': 'Sign in to continue',
  'account.phone.sheet.description': 'With your mobile number: no password, just a code by SMS.',
  'account.phone.sheet.useEmail': 'Use e-mail and password instead',
  'account.phone.checkout.title': 'Sign in to check out',
  'account.phone.checkout.description':
    'Enter your mobile number; we text you a code. Your cart is waiting right here.',

  // Account → Profile
  'account.phone.profile.label': 'Mobile number for signing in',
  'account.phone.profile.none': 'No mobile number yet',
  'account.phone.profile.verified': 'Verified',
  'account.phone.profile.add': 'Add mobile number',
  'account.phone.profile.change': 'Change mobile number',
  'account.phone.profile.cancel': 'Cancel',
  'account.phone.profile.saved': 'Mobile number saved',
};
