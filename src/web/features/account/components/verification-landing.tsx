import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useI18n } from '../../../lib/i18n';
import { toast } from '../../../lib/toast';

/**
 * The verification e-mail's link ends on /?verified=1 (with &error=… when the link failed).
 * Says how it went, once, then takes those parameters out of the address.
 */
export function VerificationLanding() {
  const location = useLocation();
  const navigate = useNavigate();
  const { t } = useI18n();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // StrictMode runs effects twice; the same history entry is handled only once.
    if (params.get('verified') !== '1' || handledKey.current === location.key) return;
    handledKey.current = location.key;

    if (params.has('error')) {
      toast.error(t('common.verify.linkInvalid'), { id: 'email-verification' });
    } else {
      toast.success(t('common.verify.done'), { id: 'email-verification' });
    }
    params.delete('verified');
    params.delete('error');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, t]);

  return null;
}
