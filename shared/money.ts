const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Minor units (cents) to the spec's US-dollar display: 1999 -> "$19.99". */
export function formatPrice(minor: number): string {
  return usd.format(Math.round(minor) / 100);
}
