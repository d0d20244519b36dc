import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { darkColors, highContrastColors, lightColors } from './palettes';

const palettes = { light: lightColors, dark: darkColors, highContrast: highContrastColors };
const tones = ['success', 'danger', 'warning', 'info', 'neutral'] as const;
const surfaces = ['page', 'surface', 'surfaceRaised', 'surfaceSunken'] as const;
const AA_TEXT = 4.5;
const AA_NON_TEXT = 3;

describe.each(Object.entries(palettes))('%s theme palette', (_name, c) => {
  it.each(surfaces)('body and muted text pass AA on %s', (surface) => {
    expect(contrastRatio(c.text, c[surface])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.textMuted, c[surface])).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.link, c[surface])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('primary actions pass AA', () => {
    expect(contrastRatio(c.onPrimary, c.primary)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.onPrimary, c.primaryHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.onPrimary, c.primaryPressed)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.primary, c.surface)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.primary, c.secondaryHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.primary, c.selected)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('text on selected and hover backgrounds passes AA', () => {
    expect(contrastRatio(c.text, c.selected)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.text, c.secondaryHover)).toBeGreaterThanOrEqual(AA_TEXT);
    expect(contrastRatio(c.disabledText, c.disabledBackground)).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it('input borders and focus ring are visible against surfaces (3:1)', () => {
    expect(contrastRatio(c.borderStrong, c.surface)).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it.each(tones)(
    '%s tone passes AA as text on its background, on surfaces and as a solid fill',
    (tone) => {
      const t = c[tone];
      expect(contrastRatio(t.text, t.background)).toBeGreaterThanOrEqual(AA_TEXT);
      expect(contrastRatio(t.onSolid, t.solid)).toBeGreaterThanOrEqual(AA_TEXT);
      for (const surface of surfaces) {
        expect(contrastRatio(t.text, c[surface])).toBeGreaterThanOrEqual(AA_TEXT);
      }
    },
  );
});

describe('contrastRatio', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#ffffff', 1],
    ['#777777', '#ffffff', 4.48],
  ])('%s on %s is %f', (fg, bg, expected) => {
    expect(contrastRatio(fg, bg)).toBeCloseTo(expected, 1);
  });

  it('rejects colours it cannot measure', () => {
    expect(() => contrastRatio('red', '#ffffff')).toThrow(TypeError);
  });
});
