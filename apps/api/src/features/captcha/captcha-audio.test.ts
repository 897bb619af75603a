import { CAPTCHA_ALPHABET } from '@iiidem/shared/limits';
import { describe, expect, it } from 'vitest';
import { decodeCaptchaAudio } from '../../../test/support/captcha-audio-decoder';
import {
  CAPTCHA_AUDIO_RATE,
  captchaClipNames,
  charactersOfClipNames,
  composeCaptchaAudio,
  loadCaptchaVoice,
  readWavSamples,
} from './captcha-audio';

describe('captcha audio clips', () => {
  it('says a capital letter, a small letter and a digit with their own clips', () => {
    expect(captchaClipNames('aB3')).toEqual(['small', 'letter-a', 'capital', 'letter-b', 'digit-3']);
    expect(charactersOfClipNames(captchaClipNames(CAPTCHA_ALPHABET))).toBe(CAPTCHA_ALPHABET);
  });

  it.each(['en', 'hi'] as const)('has a clip of 0.3 to 2 seconds for every character in %s', async (language) => {
    const clips = await loadCaptchaVoice(language);
    for (const name of captchaClipNames(CAPTCHA_ALPHABET)) {
      const clip = clips.get(name);
      expect(clip, name).toBeDefined();
      expect(clip?.length ?? 0).toBeGreaterThan(0.3 * CAPTCHA_AUDIO_RATE);
      expect(clip?.length ?? 0).toBeLessThan(2 * CAPTCHA_AUDIO_RATE);
    }
  });
});

describe('composeCaptchaAudio', () => {
  it('makes a 16-bit mono PCM WAV that plays each clip in order, with pauses between', async () => {
    const clips = await loadCaptchaVoice('en');
    const { wav, placements } = composeCaptchaAudio('Xy7Qa0', clips);
    expect(wav.toString('ascii', 0, 4)).toBe('RIFF');
    expect(wav.toString('ascii', 8, 16)).toBe('WAVEfmt ');
    expect(wav.readUInt16LE(20)).toBe(1); // PCM
    expect(wav.readUInt16LE(22)).toBe(1); // mono
    expect(wav.readUInt32LE(24)).toBe(CAPTCHA_AUDIO_RATE);
    expect(wav.readUInt16LE(34)).toBe(16);
    expect(wav.readUInt32LE(4)).toBe(wav.length - 8);

    expect(placements.map((placement) => placement.name)).toEqual(captchaClipNames('Xy7Qa0'));
    const { samples } = readWavSamples(wav);
    for (const [index, placement] of placements.entries()) {
      expect(placement.length).toBe(clips.get(placement.name)?.length);
      const next = placements[index + 1];
      if (next) expect(next.start - (placement.start + placement.length)).toBeGreaterThan(0.07 * CAPTCHA_AUDIO_RATE);
    }
    const last = placements.at(-1);
    expect(samples.length).toBeGreaterThan((last?.start ?? 0) + (last?.length ?? 0));
    // Light noise fills the pauses: never silent, never loud.
    const lead = samples.subarray(0, placements[0]?.start ?? 0);
    const peak = lead.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
    expect(peak).toBeGreaterThan(100);
    expect(peak).toBeLessThan(0.05 * 32768);
  });

  it.each([
    ['en', 'AbC123'],
    ['en', 'qWe9Zx'],
    ['hi', 'Mn4pVd'],
  ] as const)('decodes, by ear, to the characters it was made from (%s, %s)', async (language, answer) => {
    const clips = await loadCaptchaVoice(language);
    expect(decodeCaptchaAudio(composeCaptchaAudio(answer, clips).wav, clips)).toBe(answer);
  });

  it('differs each time it is made (noise and pauses), so two downloads cannot be compared byte for byte', async () => {
    const clips = await loadCaptchaVoice('en');
    expect(composeCaptchaAudio('AbC123', clips).wav.equals(composeCaptchaAudio('AbC123', clips).wav)).toBe(false);
  });
});
