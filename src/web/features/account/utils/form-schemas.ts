/**
 * The account forms' shared schemas, imported dynamically by `useSchemaForm` (zod stays out of the
 * first load, docs/decisions/007). Through this module, not the schema module itself: that one is
 * also imported statically elsewhere, and importing it dynamically made the bundler split a
 * runtime-helper chunk out that every page then loaded.
 */
export {
  addEmailSchema,
  changePasswordFormSchema,
  deletePasswordFormSchema,
  deletionCodeFormSchema,
  forgotPasswordFormSchema,
  loginFormSchema,
  newPasswordFormSchema,
  notificationSettingsSchema,
  profileUpdateSchema,
  registerFormSchema,
} from '#shared/schemas/account';
export {
  phoneCodeFormSchema,
  phoneNamesFormSchema,
  phoneNumberFormSchema,
} from './phone-form-schemas';
