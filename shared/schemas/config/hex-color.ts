import * as v from 'valibot';
import { isHexColor } from '../../colors.ts';

/** A colour the store's CSS takes as it is: #rgb, #rgba, #rrggbb or #rrggbbaa (shared/colors.ts). */
export const HexColorSchema = v.pipe(v.string('must be a hex colour like #1e40af'), v.check((value: string) => isHexColor(value), 'must be a hex colour: #rgb, #rgba, #rrggbb or #rrggbbaa'));
