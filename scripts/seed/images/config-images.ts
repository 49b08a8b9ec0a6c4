import { textFor } from '../../../shared/schemas/config/localized-text.ts';
import type { TenantEntry } from '../tenant-registry.ts';
import type { ImageSpec } from './image-spec.ts';
import { titleFromPath } from './svg-kit.ts';

/** What to draw for every image a tenant config references, in the store's own colours. */
export function configImages(tenants: TenantEntry[]): ImageSpec[] {
  const specs: ImageSpec[] = [];
  for (const tenant of tenants) {
    const { config, name } = tenant;
    const color = config.settings.primaryColor;
    const accent = config.settings.accentColor;
    if (config.logo) specs.push({ path: config.logo.full_path, drawing: { type: 'logo', text: name, color, accent } });
    if (config.settings.favicon) {
      specs.push({
        path: config.settings.favicon,
        drawing: { type: 'favicon', letter: name.trim()[0]?.toUpperCase() ?? 'S', color, accent },
      });
    }
    for (const page of config.pages) {
      for (const section of page.sections) {
        if ((section.component === 'BANNER_IMAGE' || section.component === 'TEXT_WITH_IMAGE') && section.content.img) {
          const { img } = section.content;
          // The words drawn on the picture are the section's title when it has one (also its alt text).
          const title = textFor(section.content.title, 'en', config.settings.defaultLanguage).trim() || titleFromPath(img.url).replace(/ Banner$/, '');
          specs.push({
            path: img.url,
            drawing: section.component === 'BANNER_IMAGE'
              ? { type: 'banner', title, subtitle: name, color, accent }
              : { type: 'illustration', title, color, accent },
          });
        }
        if (section.component !== 'REDIRECT_TILES') continue;
        for (const tile of section.content.items ?? []) {
          if (!tile.image) continue;
          specs.push({
            path: tile.image.url,
            drawing: { type: 'tile', title: textFor(tile.title, 'en', config.settings.defaultLanguage) || titleFromPath(tile.image.url), color, accent },
          });
        }
      }
    }
  }
  return specs;
}
