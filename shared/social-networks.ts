/** Known social networks of the footer's social icons, keyed by the configured (lower-cased) name. */
const NETWORKS: Record<string, string> = {
  facebook: 'Facebook',
  instagram: 'Instagram',
  linkedin: 'LinkedIn',
  pinterest: 'Pinterest',
  tiktok: 'TikTok',
  twitter: 'X (Twitter)',
  x: 'X',
  youtube: 'YouTube',
};

/** The key of a configured social icon name ("LinkedIn ", "linkedin" → "linkedin"). */
export function socialNetworkKey(name: string): string {
  return name.trim().toLowerCase().replace(/[\s_-]+/g, '');
}

/**
 * The network's proper spelling for the accessible name ("linkedin" → "LinkedIn"); an unknown
 * name is shown as configured, with its first letter capitalised.
 */
export function socialNetworkName(name: string): string {
  const known = NETWORKS[socialNetworkKey(name)];
  if (known) return known;
  const trimmed = name.trim();
  return trimmed.charAt(0).toUpperCase() + trimmed.slice(1);
}
