import { describe, expect, it } from 'vitest';
import { mailHeaderText } from './mail-header-text.ts';

describe('mailHeaderText', () => {
  it('keeps a header on one line, whatever was typed', () => {
    expect(mailHeaderText('New contact message from Eve\r\nBcc: victim@example.com')).toBe('New contact message from Eve Bcc: victim@example.com');
    expect(mailHeaderText('a\u0000b\tc\u2028d\u0085e\u007f')).toBe('a b c d e');
  });
  it('leaves ordinary text alone', () => {
    expect(mailHeaderText('Réinitialisez votre mot de passe Demo Merch')).toBe('Réinitialisez votre mot de passe Demo Merch');
  });
});
