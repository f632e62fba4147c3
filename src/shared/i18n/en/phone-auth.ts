/** Signing in with a mobile number (issue 18). */

/** The forms' words (part of the validation catalogue, so the browser has them). */
export const phoneAuthValidation = {
  'validation.otp.invalid': 'Enter the 6-digit code from the SMS',
};

/** The server's answers and the SMS itself (part of the errors catalogue). */
export const phoneAuthServer = {
  'errors.phoneAuth.namesRequired':
    'This number has no account yet. Enter your first and last name to create one.',
  'errors.phoneAuth.invalidOtp': 'That code is not right. Check the SMS and try again.',
  'errors.phoneAuth.otpExpired': 'That code has expired. Ask for a new code.',
  'errors.phoneAuth.otpNotFound': 'There is no valid code for this number. Ask for a new code.',
  'errors.phoneAuth.tooManyWrongCodes': 'Too many wrong codes. Ask for a new code.',
  'errors.phoneAuth.numberTaken':
    'This number is already verified on another account. Sign in with it, or use another number.',
  'errors.phoneAuth.codeJustSent':
    'A code was just sent to this number. You can ask for another in {wait}.',
  'errors.phoneAuth.tooManyCodes':
    'Too many codes were asked for this number. Please try again in {wait}.',
  'errors.phoneAuth.tooManyCodesFromNetwork':
    'Too many codes were asked from your network. Please try again in {wait}.',
  // One SMS part: at most 160 plain characters (or 70 in Bangla).
  'sms.otp': '{code} is your {shop} code. It expires in 5 minutes. Do not share it.',
};
