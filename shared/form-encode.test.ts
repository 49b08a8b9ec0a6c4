import { describe, expect, it } from 'vitest';
import { formEncode } from './form-encode.ts';

describe('formEncode', () => {
  it('writes names and values as URLSearchParams does', () => {
    const texts = ['', 'plain', 'a b', "!'()~*-._", '+&=#%?/:;,@$[]{}|\\^`"<>', 'Grün Weiß €', '🎨', '\ud800', 'x\udfffy', '\t\n\r', '%20'];
    for (let code = 0; code < 0x300; code++) texts.push(String.fromCharCode(code));
    for (const text of texts) expect(`=${formEncode(text)}`).toBe(new URLSearchParams([['', text]]).toString());
  });
});
