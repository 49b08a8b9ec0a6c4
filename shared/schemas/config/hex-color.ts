import * as v from 'valibot';
import { isHexColor } from '../../colors.ts';

const NOT_A_HEX_COLOUR = 'must be a hex colour like #1e40af (#rgb, #rgba, #rrggbb or #rrggbbaa)';

/** A colour the store's CSS takes as it is: #rgb, #rgba, #rrggbb or #rrggbbaa (shared/colors.ts). */
export const HexColorSchema = v.pipe(v.string(NOT_A_HEX_COLOUR), v.check((value: string) => isHexColor(value), NOT_A_HEX_COLOUR));
