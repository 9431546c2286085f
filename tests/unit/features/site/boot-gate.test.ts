import { describe, expect, it } from 'vitest';
import { bootGate, depositVersion, templateVersion } from '../../../../src/features/site/boot-gate.ts';

const config = (maintenance: boolean, restricted: boolean, allowed: string[] = ['PH']) => ({
  maintenance: { enabled: maintenance, message: 'back soon' },
  regionRestriction: { enabled: restricted, allowedCountries: allowed },
});
const inPH = { country: 'PH' };
const inJP = { country: 'JP' };

describe('bootGate (SPEC.md section 2, app start)', () => {
  it('maintenance on: the maintenance page', () => {
    expect(bootGate(config(true, false), inPH)).toBe('maintenance');
  });

  it('only region restriction on, country not allowed: the region page', () => {
    expect(bootGate(config(false, true), inJP)).toBe('region');
  });

  it('both on: maintenance wins', () => {
    expect(bootGate(config(true, true), inJP)).toBe('maintenance');
  });

  it('neither on: the app', () => {
    expect(bootGate(config(false, false), inJP)).toBe('app');
  });

  it('restriction on but the country is allowed: the app', () => {
    expect(bootGate(config(false, true, ['JP', 'PH']), inPH)).toBe('app');
  });

  it('restriction on and the location unknown: fails closed', () => {
    expect(bootGate(config(false, true), null)).toBe('region');
    expect(bootGate(config(false, false), null)).toBe('app');
  });
});

describe('template and deposit versions', () => {
  const tpl = (mem_cen: string, dep_func: string) => ({ mobileTemplate: { mem_cen, dep_func } });

  it('template is "new" only when mem_cen is "1"', () => {
    expect(templateVersion(tpl('1', '0'))).toBe('new');
    expect(templateVersion(tpl('0', '1'))).toBe('base');
    expect(templateVersion(tpl('', '1'))).toBe('base');
  });

  it('deposit is "new" only when dep_func is "1"', () => {
    expect(depositVersion(tpl('0', '1'))).toBe('new');
    expect(depositVersion(tpl('1', '0'))).toBe('base');
    expect(depositVersion(tpl('1', '2'))).toBe('base');
  });
});
