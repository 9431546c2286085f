// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyTheme } from '../../../../src/features/site/theme.ts';
import { luminance } from '../../../../src/shared/theme.ts';

describe('merchant theme', () => {
  afterEach(() => document.documentElement.removeAttribute('style'));
  const bg = () => document.documentElement.style.getPropertyValue('--color-bg');

  it('measures luminance from black to white', () => {
    expect(luminance('#000')).toBe(0);
    expect(luminance('#ffffff')).toBeCloseTo(1);
  });

  it('applies a dark background and the primary colour', () => {
    applyTheme({ primary: '#0f3d2e', background: '#0b1f18' });
    expect(bg()).toBe('#0b1f18');
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#0f3d2e');
  });

  it('keeps the default background when the theme asks for a light one (text would be unreadable)', () => {
    applyTheme({ primary: '#0f3d2e', background: '#FFF8F0' });
    expect(bg()).toBe('');
  });

  it('keeps the default primary when white text on it would fall below 4.5:1', () => {
    applyTheme({ primary: '#f5b82e', background: '#0b1f18' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('');
    applyTheme({ primary: '#c92a2f', background: '#0b1f18' });
    expect(document.documentElement.style.getPropertyValue('--color-primary')).toBe('#c92a2f');
  });

  it('ignores values that are not hex colours', () => {
    applyTheme({ primary: 'red;position:fixed', background: 'url(x)' });
    expect(document.documentElement.style.cssText).toBe('');
  });
});
