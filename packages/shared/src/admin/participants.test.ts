import { describe, expect, it } from 'vitest';
import { fillPlaceholders, participantsFileName, unknownPlaceholders, ZParticipantMessageBody } from './participants';

describe('participantsFileName', () => {
  it('names the file after the course and its date, letters and digits joined by hyphens', () => {
    expect(participantsFileName('Certificate Course on Electoral Rolls', '2026-12-14', 'xlsx')).toBe(
      'Certificate-Course-on-Electoral-Rolls-2026-12-14.xlsx',
    );
    expect(participantsFileName('SVEEP: "Voter" Awareness / 2026 (Phase-II)', '2026-01-05', 'csv')).toBe(
      'SVEEP-Voter-Awareness-2026-Phase-II-2026-01-05.csv',
    );
  });

  it('keeps no path, quote or header-breaking character, and names a title without Latin letters "Course"', () => {
    expect(participantsFileName('../..\\etc\r\npasswd"', null, 'csv')).toBe('etc-passwd.csv');
    expect(participantsFileName('निर्वाचक नामावली', '2026-12-14', 'csv')).toBe('Course-2026-12-14.csv');
    expect(participantsFileName('Électoral Réforme', null, 'xlsx')).toBe('Electoral-Reforme.xlsx');
  });
});

describe('placeholders', () => {
  const values = {
    name: 'Asha',
    course: 'EVM',
    held_from: '14 December 2026',
    held_to: '18 December 2026',
    location: 'Delhi',
  };

  it('fills every known placeholder, as often as it appears, and leaves other braces alone', () => {
    expect(fillPlaceholders('{name}, {course} {held_from}-{held_to} at {location}; {name} {other}', values)).toBe(
      'Asha, EVM 14 December 2026-18 December 2026 at Delhi; Asha {other}',
    );
    expect(fillPlaceholders('{constructor} {toString}', values)).toBe('{constructor} {toString}');
  });

  it('names the unknown ones once', () => {
    expect(unknownPlaceholders('{nmae} {name} {nmae} {Course}')).toEqual(['nmae', 'Course']);
  });

  it('accepts a message with placeholders and the Hindi text optional, but not half of it', () => {
    expect(
      ZParticipantMessageBody.safeParse({ audience: 'all', subject: 'Hi {name}', body: 'On {held_from}' }).success,
    ).toBe(true);
    expect(
      ZParticipantMessageBody.safeParse({ audience: 'all', subject: 'a', body: 'b', body_hi: 'संदेश' }).error?.issues[0]
        ?.message,
    ).toBe('Write both the Hindi subject and the Hindi message, or neither.');
  });
});
