import { phoneAccountMessages } from './phone-account';
import { phoneSignInMessages } from './phone-sign-in';

/** Sign-in, registration, passwords and the account page. */
export const account = {
  ...phoneSignInMessages,
  ...phoneAccountMessages,
  // Fields the account forms share
  'account.field.firstName': 'First name',
  'account.field.lastName': 'Last name',
  'account.field.email': 'Email',
  'account.field.phone': 'Phone',
  'account.field.address': 'Address',
  'account.field.password': 'Password',
  'account.field.confirmPassword': 'Confirm password',
  'account.field.newPassword': 'New password',
  'account.field.passwordHint': 'At least {min} characters.',
  'account.password.show': 'Show password',
  'account.password.hide': 'Hide password',
  'account.sending': 'Sending...',
  'account.backToLogin': 'Back to Login',

  // Failures without a message from the server
  'account.error.unexpected': 'An unexpected error occurred',
  'account.error.tryAgain': 'Please try again. If it keeps happening, contact us.',

  // Sign-in page
  'account.login.title': 'Sign In',
  'account.login.subtitle': 'Welcome back! Sign in to your account.',
  'account.login.noAccount': "Don't have an account?",
  'account.login.signUp': 'Sign up',
  'account.login.rememberMe': 'Remember me',
  'account.login.forgotPassword': 'Forgot password?',
  'account.login.submit': 'Sign In',
  'account.login.submitting': 'Signing In...',
  'account.login.failed': 'Failed to sign in',
  'account.login.welcome': 'Welcome back!',

  // E-mail verification: the notice after a refused sign-in and the link's landing
  'account.verify.heading': 'Please verify your email address',
  'account.verify.body':
    "Open the link we e-mailed to {email}, then sign in. Can't find it, or has it expired? Send a new one.",
  'account.verify.resend': 'Resend verification email',
  'account.verify.sent': 'Verification email sent! Please check your inbox.',
  'account.verify.failed': 'Failed to send verification email',

  // Registration page
  'account.register.title': 'Create Account',
  'account.register.subtitle': 'Join us for beauty and fashion delivered across Bangladesh.',
  'account.register.haveAccount': 'Already have an account?',
  'account.register.signIn': 'Sign in',
  'account.register.terms': 'I agree to the {terms} and {privacy}',
  'account.register.termsLink': 'Terms of Service',
  'account.register.privacyLink': 'Privacy Policy',
  'account.register.submit': 'Create Account',
  'account.register.submitting': 'Creating Account...',
  'account.register.exists': 'An account with this email already exists',
  'account.register.failed': 'Failed to create account',
  'account.register.created':
    'Account created successfully! Please check your email to verify your account.',

  // Forgot-password page
  'account.forgot.title': 'Forgot Password',
  'account.forgot.subtitle': "Enter your email and we'll send you a link to reset your password.",
  'account.forgot.remembered': 'Remembered it?',
  'account.forgot.submit': 'Send Reset Link',
  'account.forgot.failed': 'Failed to send reset email',
  'account.forgot.sent': 'Password reset email sent!',
  'account.forgot.checkTitle': 'Check Your Email',
  'account.forgot.sentBody':
    'If an account exists for {email}, we have sent it a link to reset the password. The link works once, for one hour.',
  'account.forgot.noEmail': 'No e-mail after a few minutes? Check your spam folder or try again.',
  'account.forgot.tryDifferent': 'Try Different Email',

  // Reset-password page
  'account.reset.title': 'Reset Password',
  'account.reset.subtitle': 'Choose a new password for your account.',
  'account.reset.submit': 'Reset Password',
  'account.reset.submitting': 'Resetting...',
  'account.reset.failed': 'Failed to reset password',
  'account.reset.done': 'Password reset successfully! Please sign in with your new password.',
  'account.reset.expired': 'This reset link has expired or has already been used.',
  'account.reset.requestNew': 'Request a new link',

  // Account page and its tabs
  'account.page.title': 'My Account',
  'account.page.welcome': 'Welcome back, {name}!',
  'account.page.loadFailed': 'We could not load your account. Please try again.',
  'account.page.tryAgain': 'Try Again',
  'account.page.signInPrompt': 'Please log in to access your account',
  'account.page.goToLogin': 'Go to Login',
  'account.tabs.label': 'Account sections',
  'account.tabs.profile': 'Profile',
  'account.tabs.orders': 'Orders',
  'account.tabs.wishlist': 'Wishlist',
  'account.tabs.points': 'Points & credit',
  'account.tabs.settings': 'Settings',

  // Profile tab
  'account.profile.title': 'Profile Information',
  'account.profile.description': 'Your name and delivery details.',
  'account.profile.emailHint': 'Your email address cannot be changed.',
  'account.profile.addressPlaceholder': 'House, road, area, city',
  'account.profile.save': 'Save Changes',
  'account.profile.saving': 'Saving...',
  'account.profile.saved': 'Saved',
  'account.profile.updated': 'Profile updated successfully',
  'account.profile.failed': 'Failed to update profile',

  // Settings tab: change password
  'account.password.title': 'Change Password',
  'account.password.description':
    'Changing your password signs you out on every other device; you stay signed in here.',
  'account.password.current': 'Current password',
  'account.password.confirmNew': 'Confirm new password',
  'account.password.incorrect': 'Your current password is incorrect',
  'account.password.submit': 'Update Password',
  'account.password.submitting': 'Updating...',
  'account.password.updated': 'Password updated successfully',
  'account.password.failed': 'Failed to update password',

  // Settings tab: notifications
  'account.notifications.title': 'Notifications',
  'account.notifications.description': 'Choose how we keep in touch.',
  'account.notifications.email': 'Email notifications',
  'account.notifications.emailDescription': 'Order confirmations and delivery updates by e-mail.',
  'account.notifications.sms': 'SMS notifications',
  'account.notifications.smsDescription': 'Order and delivery updates by text message.',
  'account.notifications.marketing': 'Marketing emails',
  'account.notifications.marketingDescription': 'Offers, sales and new arrivals.',
  'account.notifications.yesSince': 'You said yes on {date}',
  'account.notifications.noSince': 'You said no on {date}',
  'account.notifications.save': 'Save Preferences',
  'account.notifications.saving': 'Saving...',
  'account.notifications.saved': 'Notification preferences saved',
  'account.notifications.failed': 'Failed to save preferences',

  // Settings tab: delete account
  'account.delete.title': 'Delete Account',
  'account.delete.description':
    'Deleting your account removes your personal data (name, e-mail, phone and address) with your cart, wishlist, reviews and their photos, and signs you out. The law asks the shop to keep your orders and their VAT invoices for its tax years: they stay, without your name and contacts. This cannot be undone.',
  'account.delete.open': 'Delete Account',
  'account.delete.confirmTitle': 'Delete your account?',
  'account.delete.confirmDescription':
    'Your personal data, cart, wishlist, reviews and their photos are removed and you are signed out. Confirm below.',
  'account.delete.kept':
    'Kept, without your name and contacts: your orders and their VAT invoices, for the tax years the law requires.',
  'account.delete.removeReturnPhotos': 'Also remove the photos I sent with returns and complaints',
  'account.delete.cancel': 'Cancel',
  'account.delete.submit': 'Delete My Account',
  'account.delete.submitting': 'Deleting...',
  'account.delete.done': 'Your account has been deleted',
  'account.delete.failed': 'Failed to delete account',
  'account.data.title': 'Your data',
  'account.data.description':
    'Download everything the shop keeps about you, as one file: your profile, consents, addresses, orders, reviews, messages and sign-ins.',
  'account.data.download': 'Download my data',
  'account.data.downloading': 'Preparing your file…',
  'account.data.failed': 'The download did not start. Please try again.',
};
