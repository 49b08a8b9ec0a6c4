import { describe, expect, it } from 'vitest';
import { stepRotation, stepZoom, ZOOM_DEFAULT } from './image-preview.ts';

describe('stepZoom', () => {
  it('moves by 0.1 without float drift', () => {
    let zoom = ZOOM_DEFAULT;
    for (let i = 0; i < 3; i++) zoom = stepZoom(zoom, 1);
    expect(zoom).toBe(1.3);
  });
  it('stays between 0.5 and 1.5', () => {
    expect(stepZoom(1.5, 1)).toBe(1.5);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(0.6, -1)).toBe(0.5);
  });
});

describe('stepRotation', () => {
  it('turns in 90-degree steps and wraps', () => {
    expect(stepRotation(0, 1)).toBe(90);
    expect(stepRotation(270, 1)).toBe(0);
    expect(stepRotation(0, -1)).toBe(270);
  });
});
