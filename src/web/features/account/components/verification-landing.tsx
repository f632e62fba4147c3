import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';

/**
 * The verification e-mail's link ends on /?verified=1 (with &error=… when the link failed).
 * Says how it went, once, then takes those parameters out of the address.
 */
export function VerificationLanding() {
  const location = useLocation();
  const navigate = useNavigate();
  const handledKey = useRef<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    // StrictMode runs effects twice; the same history entry is handled only once.
    if (params.get('verified') !== '1' || handledKey.current === location.key) return;
    handledKey.current = location.key;

    if (params.has('error')) {
      toast.error('This verification link has expired or is not valid. Sign in to get a new one.', {
        id: 'email-verification',
      });
    } else {
      toast.success('Your email has been verified. You can now sign in.', {
        id: 'email-verification',
      });
    }
    params.delete('verified');
    params.delete('error');
    const search = params.toString();
    navigate(
      { pathname: location.pathname, search: search ? `?${search}` : '', hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate]);

  return null;
}
