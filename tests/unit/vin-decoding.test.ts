import {
  decodeModelYear,
  expectedCheckDigit,
  hasValidCheckDigit,
  normalizeVin,
  vinProblem,
} from '@/lib/vin/vin';
import { candidateModelNames } from '@/lib/vin/model-names';

describe('VIN check digit', () => {
  it('accepts VINs whose 9th character matches', () => {
    expect(hasValidCheckDigit('1M8GDM9AXKP042788')).toBe(true); // the classic example, check digit X
    expect(hasValidCheckDigit('11111111111111111')).toBe(true);
    expect(hasValidCheckDigit('5YJ3E1EA6KF123456')).toBe(true);
    expect(hasValidCheckDigit('WBY1Z2C5XFV123456')).toBe(true);
  });

  it('refuses a VIN with one character changed and names the expected digit', () => {
    expect(hasValidCheckDigit('5YJ3E1EA0KF123456')).toBe(false);
    expect(expectedCheckDigit('5YJ3E1EA0KF123456')).toBe('6');
    expect(hasValidCheckDigit('5YJ3E1EA6KF123457')).toBe(false);
    expect(vinProblem('5YJ3E1EA0KF123456')).toBe('check-digit');
  });

  it('reports length and the letters I, O and Q before the check digit', () => {
    expect(vinProblem('5YJ3E1EA6KF12345')).toBe('length');
    expect(vinProblem('5YJ3E1EA6KF12345O')).toBe('forbidden-letters');
    expect(vinProblem('5YJ3E1EA6KF1234-6')).toBe('characters');
    expect(vinProblem('5YJ3E1EA6KF123456')).toBeNull();
  });

  it('is upper-cased and trimmed before the check, which wants exactly 17 characters', () => {
    expect(normalizeVin(' 5yj3e1ea6kf123456 ')).toBe('5YJ3E1EA6KF123456');
    expect(vinProblem(normalizeVin(' 5yj3e1ea6kf123456 '))).toBeNull();
    expect(vinProblem(normalizeVin('5YJ3'))).toBe('length');
  });
});

describe('VIN model year', () => {
  it('uses the 2010-2039 cycle when position 7 is a letter', () => {
    expect(decodeModelYear('5YJ3E1EA6KF123456')).toBe(2019);
    expect(decodeModelYear('7SAYGDEE8PF123456')).toBe(2023);
    expect(decodeModelYear('XXXXXXAXAAXXXXXXX')).toBe(2010);
    expect(decodeModelYear('XXXXXXAXXYXXXXXXX')).toBe(2030);
    expect(decodeModelYear('XXXXXXAXX9XXXXXXX')).toBe(2039);
  });

  it('uses the 1980-2009 cycle when position 7 is a digit', () => {
    expect(decodeModelYear('1M8GDM9AXKP042788')).toBe(1989);
    expect(decodeModelYear('XXXXXX1XXAXXXXXXX')).toBe(1980);
    expect(decodeModelYear('XXXXXX1XX1XXXXXXX')).toBe(2001);
    expect(decodeModelYear('XXXXXX1XX9XXXXXXX')).toBe(2009);
  });

  it('refuses codes never used for a year', () => {
    for (const code of ['U', 'Z', '0', 'I', 'O', 'Q']) {
      expect(decodeModelYear(`XXXXXXAXX${code}XXXXXXX`)).toBeNull();
    }
  });
});

describe('NHTSA model names to ours', () => {
  it('looks for the EV name first where vPIC names the shared gasoline model', () => {
    expect(candidateModelNames('Hyundai', 'Kona', true)).toEqual(['Kona Electric', 'Kona']);
    expect(candidateModelNames('FORD', 'F-150', true)).toEqual(['F-150 Lightning', 'F-150']);
  });

  it('keeps the gasoline name for a gasoline VIN of the same model', () => {
    expect(candidateModelNames('Hyundai', 'Kona', false)).toEqual(['Kona']);
  });

  it('renames a model code whatever the fuel field says', () => {
    expect(candidateModelNames('Polestar', 'PS2', false)).toEqual(['Polestar 2', 'PS2']);
    expect(candidateModelNames('Tesla', 'Model 3', true)).toEqual(['Model 3']);
  });
});
