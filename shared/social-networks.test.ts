import { describe, expect, it } from 'vitest';
import { socialNetworkKey, socialNetworkName } from './social-networks.ts';

describe('socialNetworkName', () => {
  it('spells known networks properly', () => {
    expect(socialNetworkName('linkedin')).toBe('LinkedIn');
    expect(socialNetworkName(' YouTube ')).toBe('YouTube');
    expect(socialNetworkName('tik-tok')).toBe('TikTok');
  });
  it('keeps an unknown name, capitalised', () => {
    expect(socialNetworkName('mastodon')).toBe('Mastodon');
  });
  it('normalises the key', () => {
    expect(socialNetworkKey('Linked In')).toBe('linkedin');
  });
});
