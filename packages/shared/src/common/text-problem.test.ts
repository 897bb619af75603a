import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../messages';
import { textProblem } from './text-problem';

describe('textProblem', () => {
  it('accepts ordinary text in any script, emoji (surrogate pairs), tabs and line breaks', () => {
    for (const good of ['', 'Asha Rao', 'भारत', 'Ünïcödé', '😀 ok', 'line one\r\nline two\tend', '\uFFFD']) {
      expect(textProblem(good), JSON.stringify(good)).toBeNull();
    }
  });

  it('refuses NUL and other control characters with a clear message', () => {
    for (const bad of ['\u0000', 'India\u0000', '\u0001', '\u0008', '\u000B', '\u001B[31m', '\u007F']) {
      expect(textProblem(bad), JSON.stringify(bad)).toBe(API_ERRORS.invalidCharacter);
    }
    expect(API_ERRORS.invalidCharacter).toBe('Remove the control character or invalid character from this field.');
  });

  it('refuses lone surrogates, high or low, wherever they stand', () => {
    for (const bad of ['\ud800', '\udc00', 'a\ud800b', 'a\udc00', '\udc00\ud800', '😀'.slice(0, 1)]) {
      expect(textProblem(bad), JSON.stringify(bad)).toBe(API_ERRORS.invalidCharacter);
    }
  });
});
