import { describe, expect, it } from 'vitest';
import { MAX_RECORD_ID, ZPageLimit, ZPageNumber, ZRecordId } from './list-query';
import { isRecordId } from './record-id';

describe('ZRecordId', () => {
  it('accepts whole numbers from 1 written with digits only', () => {
    expect(ZRecordId.parse('1')).toBe(1);
    expect(ZRecordId.parse('42')).toBe(42);
    expect(ZRecordId.parse(String(MAX_RECORD_ID))).toBe(MAX_RECORD_ID);
  });

  it('rejects zero, negatives, decimals, words, blanks and ids beyond an integer column', () => {
    for (const bad of [
      '0',
      '-1',
      '+1',
      '1.5',
      'abc',
      '',
      ' 2',
      '2 ',
      '1e3',
      '0x10',
      '0b1',
      '010',
      '00',
      '１',
      String(MAX_RECORD_ID + 1),
      '99999999999',
    ]) {
      expect(ZRecordId.safeParse(bad).success, bad).toBe(false);
    }
    expect(ZRecordId.safeParse(3).success).toBe(false);
  });

  it('explains the rule in its message', () => {
    expect(ZRecordId.safeParse('x').error?.issues[0]?.message).toBe('The id must be a whole number from 1.');
  });
});

describe('ZPageNumber and ZPageLimit', () => {
  it('accept 1-based pages and limits up to 100', () => {
    expect(ZPageNumber.parse('3')).toBe(3);
    expect(ZPageLimit.parse('100')).toBe(100);
  });

  it('reject page 0 and limits outside 1..100', () => {
    expect(ZPageNumber.safeParse('0').success).toBe(false);
    expect(ZPageLimit.safeParse('0').success).toBe(false);
    expect(ZPageLimit.safeParse('101').success).toBe(false);
  });
});

describe('isRecordId (the same rule without zod)', () => {
  it.each(['1', '16', '2147483647'])('accepts %j like ZRecordId', (text) => {
    expect(isRecordId(text)).toBe(true);
    expect(ZRecordId.safeParse(text).success).toBe(true);
  });

  it.each(['0', '01', '0x10', ' 1', '1e3', '1.5', '-1', '', '2147483648', '99999999999'])(
    'refuses %j like ZRecordId',
    (text) => {
      expect(isRecordId(text)).toBe(false);
      expect(ZRecordId.safeParse(text).success).toBe(false);
    },
  );
});
