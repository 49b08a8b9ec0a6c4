import * as v from 'valibot';
import { configObject } from './config-object.ts';

export const UrlSchema = v.pipe(v.string(), v.maxLength(2048));

/** An image of a section or tile: its address. */
export const ImageSchema = configObject({ url: UrlSchema });

/** A link target inside the store: a category (by slug) or a configured page (by url). */
export const LinkTargetSchema = configObject({
  type: v.picklist(['category', 'page']),
  url: v.pipe(v.string(), v.maxLength(512)),
});
