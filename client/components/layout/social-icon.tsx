import { socialNetworkKey, socialNetworkName } from '../../../shared/social-networks.ts';

/** Networks with a glyph in public/icons/social/ (static files: no icon data in every page's JavaScript). */
const GLYPHS = new Set(['facebook', 'instagram', 'linkedin', 'twitter', 'x', 'youtube']);

/**
 * A simple glyph per known network (decorative: the link around it carries the name), drawn in
 * the text colour through a CSS mask of its static SVG; else the network's initial.
 */
export function SocialIcon({ name }: { name: string }) {
  const key = socialNetworkKey(name);
  if (!GLYPHS.has(key)) {
    return (
      <span aria-hidden="true" className="text-sm font-bold">
        {socialNetworkName(name).charAt(0)}
      </span>
    );
  }
  const mask = `url(/icons/social/${key}.svg) center / contain no-repeat`;
  return <span aria-hidden="true" data-icon={key} className="block h-5 w-5 bg-current" style={{ mask, WebkitMask: mask }} />;
}
