/** Colour variants used by the demo catalog, keyed by the slug that appears in image paths. */
export type PaletteColor = { name: string; hex: string; secondary?: string };

export const PALETTE = {
  black: { name: 'Black', hex: '#111111' },
  white: { name: 'White', hex: '#ffffff' },
  'heather-grey': { name: 'Heather Grey', hex: '#9e9e9e' },
  grey: { name: 'Grey', hex: '#8a8d91' },
  charcoal: { name: 'Charcoal', hex: '#36454f' },
  navy: { name: 'Navy', hex: '#1f2a44' },
  'royal-blue': { name: 'Royal Blue', hex: '#1e40af' },
  red: { name: 'Red', hex: '#c62828' },
  maroon: { name: 'Maroon', hex: '#6d1a36' },
  orange: { name: 'Orange', hex: '#ef6c00' },
  'forest-green': { name: 'Forest Green', hex: '#2e7d32' },
  teal: { name: 'Teal', hex: '#00897b' },
  'light-yellow': { name: 'Light Yellow', hex: '#fff9c4' },
  'light-pink': { name: 'Light Pink', hex: '#f8bbd0' },
  'light-blue': { name: 'Light Blue', hex: '#bbdefb' },
  sand: { name: 'Sand', hex: '#d8c8a8' },
  natural: { name: 'Natural', hex: '#efe6d2' },
  silver: { name: 'Silver', hex: '#c0c4c8' },
  stainless: { name: 'Stainless Steel', hex: '#b0b7bf' },
  gold: { name: 'Gold', hex: '#d4af37' },
  frost: { name: 'Frosted Clear', hex: '#e0f7fa' },
  purple: { name: 'Purple', hex: '#6a1b9a' },
  'black-white': { name: 'Black / White', hex: '#111111', secondary: '#ffffff' },
  'navy-white': { name: 'Navy / White', hex: '#1f2a44', secondary: '#ffffff' },
  'white-navy': { name: 'White / Navy Ringer', hex: '#ffffff', secondary: '#1f2a44' },
  'gift-violet': { name: 'Digital', hex: '#7c3aed', secondary: '#f59e0b' },
} as const satisfies Record<string, PaletteColor>;

export type ColorSlug = keyof typeof PALETTE;

export function paletteColor(slug: ColorSlug): PaletteColor {
  return PALETTE[slug];
}
