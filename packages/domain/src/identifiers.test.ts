import { describe, expect, it } from 'vitest';
import {
  isValidBusinessId,
  isValidPersonalIdentityCode,
  parsePersonalIdentityCode,
} from './identifiers';

describe('personal identity code', () => {
  it.each([
    '010170-999R',
    '150585-998U',
    '311299-997C',
    '131052-308T',
    '010594Y9032',
    '010594Y9021',
    '020594X903P',
    '020594X902N',
    '030594W903B',
    '030694W9024',
    '040594V9030',
    '040594V902Y',
    '050594U903M',
    '050594U902L',
    '010516B903X',
    '010516B902W',
    '020516C903K',
    '020516C902J',
    '030516D9037',
    '030516D9026',
    '010501E9032',
    '020502E902X',
    '020503F9037',
    '020504A902E',
    '020504B904H',
    '010100+901H',
  ])('accepts %s', (code) => expect(isValidPersonalIdentityCode(code)).toBe(true));

  it.each([
    ['wrong check character', '010170-999S'],
    ['impossible date', '310270-999R'],
    ['unknown century sign', '010170Z999R'],
    ['too short', '010170-99R'],
    ['individual number 000', '010170-000A'],
    ['empty', ''],
  ])('rejects %s', (_reason, code) => expect(isValidPersonalIdentityCode(code)).toBe(false));

  it('reads the century from the sign and ignores case and spaces', () => {
    expect(parsePersonalIdentityCode(' 010170-999r ')).toEqual({ birthDate: '1970-01-01' });
    expect(parsePersonalIdentityCode('010516B903X')).toEqual({ birthDate: '2016-05-01' });
    expect(parsePersonalIdentityCode('010100+901H')).toEqual({ birthDate: '1800-01-01' });
  });
});

describe('business id', () => {
  it.each([
    '1234567-1',
    '2345678-0',
    '4567890-7',
    '5678901-2',
    '6789012-4',
    '7890123-9',
    '8901234-9',
    '0737546-2',
  ])('accepts %s', (id) => expect(isValidBusinessId(id)).toBe(true));

  it.each([
    ['wrong check digit', '1234567-2'],
    ['remainder 1 has no check digit', '3456789-0'],
    ['missing hyphen', '12345671'],
    ['too short', '123456-1'],
    ['letters', '123456A-1'],
  ])('rejects %s', (_reason, id) => expect(isValidBusinessId(id)).toBe(false));
});
