import type { FormInstance } from 'antd';
import { useCallback, useEffect, useRef, useState } from 'react';
import { accountApi, type Captcha } from './account-api';

/**
 * A picture code for register and reset_password. Every answer, right or wrong, spends the code on the
 * server, so the form asks for a new one after any failed submit.
 */
export function useCaptcha() {
  const [captcha, setCaptcha] = useState<Captcha | null>(null);
  const [failed, setFailed] = useState(false);
  const [loading, setLoading] = useState(true);
  const seq = useRef(0);

  /** Only the newest request's answer is shown; state changes happen when it settles. */
  const load = useCallback(() => {
    const mine = ++seq.current;
    return accountApi.captcha().then(
      (next) => {
        if (mine !== seq.current) return;
        setCaptcha(next);
        setFailed(false);
        setLoading(false);
      },
      () => {
        if (mine !== seq.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
  }, []);

  const refresh = useCallback(() => {
    setLoading(true);
    return load();
  }, [load]);

  /** After a failed submit: the server spent the code on it, so the answer goes and a new picture comes. */
  const renew = (form: FormInstance) => {
    form.setFieldValue('captcha', '');
    void refresh();
  };

  useEffect(() => {
    void load();
  }, [load]);

  return { captcha, failed, loading, refresh, renew };
}

export type CaptchaState = ReturnType<typeof useCaptcha>;
