import { setupI18n } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { watchMissingTexts } from './page-messages.ts';

const page = { title: 'Privacy Policy' };
const whole = { title: 'Privacy Policy', later: 'Open menu' };

function counting() {
  const i18n = setupI18n({ locale: 'en', messages: { en: { ...page } } });
  let changes = 0;
  i18n.on('change', () => {
    changes += 1;
  });
  return { i18n, changes: () => changes };
}

describe('watchMissingTexts', () => {
  it('joins the whole catalog without re-rendering when no text was missing', () => {
    const { i18n, changes } = counting();
    const texts = watchMissingTexts(i18n);
    expect(i18n._('title')).toBe('Privacy Policy');
    texts.join('en', whole);
    expect(i18n._('later')).toBe('Open menu');
    expect(changes()).toBe(0);
  });

  it('re-renders when a text was missing before the catalog came', () => {
    const { i18n, changes } = counting();
    const texts = watchMissingTexts(i18n);
    expect(i18n._('later')).toBe('later');
    texts.join('en', whole);
    expect(i18n._('later')).toBe('Open menu');
    expect(changes()).toBe(1);
  });

  it('loads through lingui when the shopper chose another language meanwhile', () => {
    const { i18n, changes } = counting();
    const texts = watchMissingTexts(i18n);
    i18n.load('de', { title: 'Datenschutzerklärung' });
    i18n.activate('de');
    const before = changes();
    texts.join('en', whole);
    expect(changes()).toBe(before + 1);
    i18n.activate('en');
    expect(i18n._('later')).toBe('Open menu');
  });
});
