/** The checkout form as typed, kept for this tab so a reload or a detour to the cart loses nothing. */
export type CheckoutValues = {
  email: string;
  first_name: string;
  last_name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  country: string;
  phone: string;
};

const DRAFT_KEY = 'checkoutDraft';

export function emptyCheckoutValues(email: string): CheckoutValues {
  return { email, first_name: '', last_name: '', address1: '', address2: '', city: '', state: '', zip: '', country: 'US', phone: '' };
}

/** The saved draft's fields (strings only; anything else is ignored). */
export function readCheckoutDraft(): Partial<CheckoutValues> {
  try {
    const saved = JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(saved).filter(([, value]) => typeof value === 'string')) as Partial<CheckoutValues>;
  } catch {
    return {};
  }
}

export function saveCheckoutDraft(values: CheckoutValues): void {
  try {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  } catch {
    // Storage disabled: the form still holds the values while the page is open.
  }
}

export function clearCheckoutDraft(): void {
  try {
    sessionStorage.removeItem(DRAFT_KEY);
  } catch {
    // Nothing to clear.
  }
}
