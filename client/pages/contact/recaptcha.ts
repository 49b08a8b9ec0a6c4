/** The part of Google's reCAPTCHA v3 script the contact form uses. */
type Grecaptcha = {
  ready(callback: () => void): void;
  execute(siteKey: string, options: { action: string }): Promise<string>;
};

/** The bot-check script could not be loaded or gave no token (blocked, offline, timed out). */
export class BotCheckUnavailableError extends Error {
  override name = 'BotCheckUnavailableError';
}

const LOAD_TIMEOUT_MS = 15_000;

// Browser-only: set from effects and event handlers, which never run on the server.
let loading: { siteKey: string; promise: Promise<Grecaptcha> } | null = null;

function grecaptchaOfWindow(): Grecaptcha | undefined {
  return (window as unknown as { grecaptcha?: Grecaptcha }).grecaptcha;
}

/**
 * Loads reCAPTCHA v3 once per page (docs/product.md §7: "a bot-check script (version 3 style) is
 * loaded"). The page's CSP lets it in through 'strict-dynamic' and allows its frames when a
 * site key is configured. A failed load may be retried.
 */
export function loadRecaptcha(siteKey: string): Promise<Grecaptcha> {
  if (loading?.siteKey === siteKey) return loading.promise;
  const promise = new Promise<Grecaptcha>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = () => {
      loading = null;
      script.remove();
      reject(new BotCheckUnavailableError('The reCAPTCHA script did not load.'));
    };
    const timer = window.setTimeout(fail, LOAD_TIMEOUT_MS);
    script.src = `https://www.google.com/recaptcha/api.js?render=${encodeURIComponent(siteKey)}`;
    script.async = true;
    script.onerror = () => {
      window.clearTimeout(timer);
      fail();
    };
    script.onload = () => {
      const grecaptcha = grecaptchaOfWindow();
      if (!grecaptcha) return;
      grecaptcha.ready(() => {
        window.clearTimeout(timer);
        resolve(grecaptcha);
      });
    };
    document.head.appendChild(script);
  });
  loading = { siteKey, promise };
  return promise;
}

/** A fresh token for one action (tokens expire after two minutes: ask right before sending). */
export async function recaptchaToken(siteKey: string, action: string): Promise<string> {
  const grecaptcha = await loadRecaptcha(siteKey);
  try {
    return await grecaptcha.execute(siteKey, { action });
  } catch {
    throw new BotCheckUnavailableError('reCAPTCHA gave no token.');
  }
}
