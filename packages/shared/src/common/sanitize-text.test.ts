import { describe, expect, it } from 'vitest';
import { sanitizeText } from './sanitize-text';

describe('sanitizeText (spec 1 §5)', () => {
  it.each([
    ['  Asha', 'Asha'],
    ['<b>Asha</b>', 'bAsha/b'],
    ['alert(1) Ravi', '1 Ravi'],
    ['http://evil.example www', 'evil.example '],
    ['José Ñúñez', 'José Ñúñez'],
    ["O'Brien & Co; x@y.z_1/2+3-4", 'OBrien  Co x@y.z_1/2+3-4'],
  ])('%j -> %j', (input, output) => {
    expect(sanitizeText(input)).toBe(output);
  });
});
