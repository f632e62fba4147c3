/**
 * Sign in (or up) with a Bangladeshi mobile number: the number, then the 6-digit code from the SMS,
 * then, only for a number with no account yet, the shopper's first and last name (the server
 * answers 422 NAMES_REQUIRED and keeps the code usable for that second try).
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { PHONE_AUTH_ERROR_CODES } from '#shared/schemas/phone-auth';
import { Button } from '../../../components/ui/button';
import { answeredByServer, apiErrorCode, useApiErrorText } from '../../../lib/api-errors';
import { useI18n } from '../../../lib/i18n';
import { useSchemaForm } from '../../../lib/schema-form';
import { toast } from '../../../lib/toast';
import { useSendPhoneCode, type VerifyPhoneCodeInput } from '../api/phone-sign-in';
import { displayPhone } from '../utils/phone-display';
import type { PhoneCodeForm, PhoneNamesForm, PhoneNumberForm } from '../utils/phone-form-schemas';
import { CheckboxField, TextField } from './form-field';
import { NameFields } from './name-fields';

/** The server sends at most one code a minute to a number. */
export const RESEND_AFTER_MS = 60_000;

type Verify = (input: VerifyPhoneCodeInput) => Promise<unknown>;

type Step =
  | { kind: 'number' }
  | { kind: 'code'; phoneNumber: string; rememberMe: boolean }
  | { kind: 'names'; phoneNumber: string; rememberMe: boolean; code: string };

const loadSchemas = () => import('../utils/form-schemas');

/** A refusal the shopper can act on (bad number, wrong code, too many tries) goes by the field. */
function fieldMessage(error: unknown): string | undefined {
  if (!answeredByServer(error)) return undefined;
  return [400, 403, 429].includes(error.status) ? error.message : undefined;
}

// Checked against the contract by type only: its module would bring zod into the first load.
type PhoneAuthErrorCode = (typeof PHONE_AUTH_ERROR_CODES)[keyof typeof PHONE_AUTH_ERROR_CODES];
const NAMES_REQUIRED: PhoneAuthErrorCode = 'NAMES_REQUIRED';

/** The code is no use any more: only a new one helps. */
const CODE_GONE: ReadonlySet<string | undefined> = new Set<PhoneAuthErrorCode>([
  'OTP_EXPIRED',
  'OTP_NOT_FOUND',
  'TOO_MANY_ATTEMPTS',
  'INVALID_OTP',
]);

export function PhoneSignInForm({
  verify,
  onDone,
  askRememberMe = true,
  autoFocus = false,
}: {
  /** Sends the number and code to the server: signs in, or (on the profile) changes the number. */
  verify: Verify;
  onDone: () => void;
  askRememberMe?: boolean;
  autoFocus?: boolean;
}) {
  const [step, setStep] = useState<Step>({ kind: 'number' });
  const [typedNumber, setTypedNumber] = useState('');
  const [resendAt, setResendAt] = useState(0);

  if (step.kind === 'number') {
    return (
      <NumberStep
        initial={typedNumber}
        askRememberMe={askRememberMe}
        autoFocus={autoFocus}
        onSent={(typed, phoneNumber, rememberMe) => {
          setTypedNumber(typed);
          setResendAt(Date.now() + RESEND_AFTER_MS);
          setStep({ kind: 'code', phoneNumber, rememberMe });
        }}
      />
    );
  }
  if (step.kind === 'code') {
    return (
      <CodeStep
        phoneNumber={step.phoneNumber}
        resendAt={resendAt}
        onResent={() => setResendAt(Date.now() + RESEND_AFTER_MS)}
        onChangeNumber={() => setStep({ kind: 'number' })}
        onCode={async (code) => {
          await verify({ phoneNumber: step.phoneNumber, code, rememberMe: step.rememberMe });
          onDone();
        }}
        onNamesRequired={(code) => setStep({ ...step, kind: 'names', code })}
      />
    );
  }
  return (
    <NamesStep
      phoneNumber={step.phoneNumber}
      onNames={async (names) => {
        await verify({
          phoneNumber: step.phoneNumber,
          code: step.code,
          rememberMe: step.rememberMe,
          ...names,
        });
        onDone();
      }}
      onStartAgain={() => setStep({ kind: 'number' })}
    />
  );
}

function NumberStep({
  initial,
  askRememberMe,
  autoFocus,
  onSent,
}: {
  initial: string;
  askRememberMe: boolean;
  autoFocus: boolean;
  onSent: (typed: string, phoneNumber: string, rememberMe: boolean) => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const send = useSendPhoneCode();
  const form = useSchemaForm<PhoneNumberForm, { phoneNumber: string; rememberMe: boolean }>({
    loadSchema: () => loadSchemas().then((schemas) => schemas.phoneNumberFormSchema),
    defaultValues: { phoneNumber: initial, rememberMe: true },
  });
  const typed = useRef(initial);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ phoneNumber, rememberMe }) => {
    try {
      await send.mutateAsync(phoneNumber);
    } catch (error) {
      const message = fieldMessage(error);
      if (message) form.setError('phoneNumber', { message });
      else toast.error(t('account.phone.sendFailed'), { description: errorText(error) });
      return;
    }
    onSent(typed.current, phoneNumber, rememberMe);
  });

  const field = form.register('phoneNumber');
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <TextField
        id={`${formId}-phone`}
        label={t('account.phone.number')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="01XXXXXXXXX"
        hint={t('account.phone.numberHint')}
        error={errors.phoneNumber?.message}
        disabled={send.isPending}
        autoFocus={autoFocus}
        {...field}
        onChange={(event) => {
          typed.current = event.currentTarget.value;
          return field.onChange();
        }}
      />
      {askRememberMe && (
        <CheckboxField
          id={`${formId}-remember`}
          disabled={send.isPending}
          {...form.register('rememberMe')}
        >
          {t('account.phone.rememberMe')}
        </CheckboxField>
      )}
      <Button type="submit" size="lg" className="w-full" disabled={send.isPending}>
        {t(send.isPending ? 'account.phone.sending' : 'account.phone.send')}
      </Button>
    </form>
  );
}

/** Whole seconds until `until`, counting down once a second. */
export function useSecondsUntil(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  // biome-ignore lint/correctness/useExhaustiveDependencies: left reads only `until`
  useEffect(() => {
    setSeconds(left());
    const timer = setInterval(() => {
      const now = left();
      setSeconds(now);
      if (now === 0) clearInterval(timer);
    }, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

function CodeStep({
  phoneNumber,
  resendAt,
  onResent,
  onChangeNumber,
  onCode,
  onNamesRequired,
}: {
  phoneNumber: string;
  resendAt: number;
  onResent: () => void;
  onChangeNumber: () => void;
  onCode: (code: string) => Promise<void>;
  onNamesRequired: (code: string) => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const resend = useSendPhoneCode();
  const secondsLeft = useSecondsUntil(resendAt);
  const form = useSchemaForm<PhoneCodeForm, { code: string }>({
    loadSchema: () => loadSchemas().then((schemas) => schemas.phoneCodeFormSchema),
    defaultValues: { code: '' },
  });
  const [working, setWorking] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    setWorking(true);
    try {
      await onCode(code);
    } catch (error) {
      if (apiErrorCode(error) === NAMES_REQUIRED) {
        return onNamesRequired(code);
      }
      const message = fieldMessage(error);
      if (message) form.setError('code', { message });
      else toast.error(t('account.phone.failed'), { description: errorText(error) });
    } finally {
      setWorking(false);
    }
  });

  const onResend = async () => {
    try {
      await resend.mutateAsync(phoneNumber);
    } catch (error) {
      const message = fieldMessage(error);
      if (message) form.setError('code', { message });
      else toast.error(t('account.phone.sendFailed'), { description: errorText(error) });
      return;
    }
    onResent();
    form.reset();
    toast.success(t('account.phone.resent'));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <p role="status" className="text-sm text-stone-700">
        {t('account.phone.codeSent', { phone: displayPhone(phoneNumber) })}
      </p>
      <TextField
        id={`${formId}-code`}
        label={t('account.phone.code')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        className="text-lg tracking-[0.3em]"
        error={errors.code?.message}
        disabled={working}
        autoFocus
        {...form.register('code')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={working}>
        {t(working ? 'account.phone.verifying' : 'account.phone.verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <Button
          type="button"
          variant="ghost"
          size="sm"
          disabled={secondsLeft > 0 || resend.isPending || working}
          onClick={() => void onResend()}
        >
          {secondsLeft > 0
            ? t('account.phone.resendIn', { seconds: secondsLeft })
            : t(resend.isPending ? 'account.phone.sending' : 'account.phone.resend')}
        </Button>
        <Button type="button" variant="ghost" size="sm" disabled={working} onClick={onChangeNumber}>
          {t('account.phone.change')}
        </Button>
      </div>
    </form>
  );
}

function NamesStep({
  phoneNumber,
  onNames,
  onStartAgain,
}: {
  phoneNumber: string;
  onNames: (names: { firstName: string; lastName: string }) => Promise<void>;
  onStartAgain: () => void;
}) {
  const { t } = useI18n();
  const { errorText } = useApiErrorText();
  const formId = useId();
  const form = useSchemaForm<PhoneNamesForm, { firstName: string; lastName: string }>({
    loadSchema: () => loadSchemas().then((schemas) => schemas.phoneNamesFormSchema),
    defaultValues: { firstName: '', lastName: '' },
  });
  const [working, setWorking] = useState(false);
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (names) => {
    setWorking(true);
    try {
      await onNames(names);
    } catch (error) {
      // The code expired or was voided while the shopper typed their name.
      if (CODE_GONE.has(apiErrorCode(error))) {
        toast.error(errorText(error, 'account.phone.failed'));
        onStartAgain();
        return;
      }
      toast.error(t('account.phone.failed'), { description: errorText(error) });
    } finally {
      setWorking(false);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-5">
      <div role="status">
        <p className="font-semibold text-stone-900">{t('account.phone.names.heading')}</p>
        <p className="mt-1 text-sm text-stone-700">
          {t('account.phone.names.text', { phone: displayPhone(phoneNumber) })}
        </p>
      </div>
      <NameFields
        id={formId}
        register={form.register}
        errors={errors}
        disabled={working}
        autoFocus
        labels={{ firstName: t('account.phone.firstName'), lastName: t('account.phone.lastName') }}
      />
      <Button type="submit" size="lg" className="w-full" disabled={working}>
        {t(working ? 'account.phone.verifying' : 'account.phone.names.submit')}
      </Button>
    </form>
  );
}
