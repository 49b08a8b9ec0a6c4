import { describe, expect, it } from 'vitest';
import type { Env } from '../env.ts';
import { studioOrderUrl } from './studio-host.ts';

const envWith = (extra: Partial<Env>) => extra as Env;

describe('studioOrderUrl', () => {
  it("is the Studio's order detail, with the scheme and port of the store's origin in development", () => {
    expect(studioOrderUrl(envWith({ STUDIO_HOST: 'studio.localhost', ENVIRONMENT: 'development' }), 'http://demo.localhost:8787', 1, 'a-b')).toBe(
      'http://studio.localhost:8787/stores/1/orders?order=a-b',
    );
  });
  it('is https in production, whatever the store origin', () => {
    expect(studioOrderUrl(envWith({ STUDIO_HOST: 'Studio.Example.com', ENVIRONMENT: 'production' }), 'http://shop.example:8080', 7, 'u')).toBe('https://studio.example.com/stores/7/orders?order=u');
  });
  it('is null without STUDIO_HOST: there is no Studio to link to', () => {
    expect(studioOrderUrl(envWith({ ENVIRONMENT: 'production' }), 'https://shop.example', 7, 'u')).toBeNull();
  });
});
