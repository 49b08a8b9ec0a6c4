/** Types of chromium.mjs for TypeScript scripts. */
export const CHROMIUM_PATH: string;
export function ensureChromium(): Promise<void>;
