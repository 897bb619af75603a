import {
  CAPTCHA_AUDIO_RATE,
  type CaptchaClips,
  charactersOfClipNames,
  readWavSamples,
} from '../../src/features/captcha/captcha-audio';

/**
 * Tests only: hears which clips an audio captcha plays, the way a listener does, without knowing how it was
 * made: it finds where the sound starts after each pause and picks the clip that matches the samples there
 * best (normalised correlation, so loudness and the light noise do not matter). Used by the unit, API and
 * end-to-end tests to prove the audio says the challenge's characters.
 */
export function decodeCaptchaAudio(wav: Buffer, clips: CaptchaClips): string {
  const { rate, samples } = readWavSamples(wav);
  if (rate !== CAPTCHA_AUDIO_RATE) throw new Error(`Unexpected rate ${rate}`);
  const sound = Float32Array.from(samples, (value) => value / 32768);
  const candidates = [...clips].map(([name, clip]) => {
    const wave = Float32Array.from(clip, (value) => value / 32768);
    // Aligned on where the clip gets loud: its first samples may be a soft consonant lost in the noise.
    const loud = Math.min(nextOnset(wave, 0, LOUD_LEVEL) ?? 0, Math.max(0, wave.length - HEAD));
    const head = wave.subarray(loud, Math.min(wave.length, loud + HEAD));
    return { name, wave, loud, head, headNorm: norm(head, 0, head.length), waveNorm: norm(wave, 0, wave.length) };
  });

  const names: string[] = [];
  for (let position = 0; ; ) {
    const onset = nextOnset(sound, position);
    if (onset === undefined) break;
    let best = { name: '', score: -1, end: 0 };
    for (const candidate of candidates) {
      let offset = -1;
      let headScore = -1;
      // Where the clip would start: its loud part is heard at or shortly after the onset.
      const from = Math.max(position, onset - candidate.loud - SEARCH_BEFORE);
      const to = Math.min(onset + SEARCH_AFTER, sound.length - candidate.wave.length);
      // Sample by sample: one sample off already halves the match of a 2.7 kHz formant.
      for (let at = from; at <= to; at++) {
        const score = correlation(sound, at + candidate.loud, candidate.head, candidate.headNorm, 2);
        if (score > headScore) [headScore, offset] = [score, at];
      }
      if (offset < 0 || offset + candidate.wave.length > sound.length) continue;
      const score = correlation(sound, offset, candidate.wave, candidate.waveNorm);
      if (score > best.score) best = { name: candidate.name, score, end: offset + candidate.wave.length };
    }
    if (best.score < 0.7) throw new Error(`No clip matches the sound at ${(onset / rate).toFixed(2)} s`);
    names.push(best.name);
    position = best.end;
  }
  return charactersOfClipNames(names);
}

/** The first samples of a clip, enough to find where it starts. */
const HEAD = Math.round(CAPTCHA_AUDIO_RATE * 0.05);
const FRAME = Math.round(CAPTCHA_AUDIO_RATE * 0.01);
const SEARCH_BEFORE = Math.round(CAPTCHA_AUDIO_RATE * 0.03);
const SEARCH_AFTER = Math.round(CAPTCHA_AUDIO_RATE * 0.03);
/** Root mean square of a 10 ms frame that is speech rather than the noise (about 0.015). */
const SPEECH_LEVEL = 0.03;
/** Where a clip (peak 0.85) is clearly loud. */
const LOUD_LEVEL = 0.1;

function nextOnset(sound: Float32Array, from: number, level = SPEECH_LEVEL): number | undefined {
  for (let start = from; start + FRAME <= sound.length; start += FRAME) {
    if (norm(sound, start, FRAME) / Math.sqrt(FRAME) > level) return start;
  }
  return undefined;
}

function norm(values: Float32Array, start: number, length: number): number {
  let sum = 0;
  for (let index = start; index < start + length; index++) sum += (values[index] ?? 0) ** 2;
  return Math.sqrt(sum);
}

/** Normalised correlation of `wave` with `sound` from `at`; a `stride` of 2 reads every other sample (twice as fast). */
function correlation(sound: Float32Array, at: number, wave: Float32Array, waveNorm: number, stride = 1): number {
  let dot = 0;
  let energy = 0;
  let waveEnergy = 0;
  for (let index = 0; index < wave.length; index += stride) {
    const value = sound[at + index] ?? 0;
    const expected = wave[index] ?? 0;
    dot += value * expected;
    energy += value * value;
    if (stride !== 1) waveEnergy += expected * expected;
  }
  const expectedNorm = stride === 1 ? waveNorm : Math.sqrt(waveEnergy);
  return energy === 0 || expectedNorm === 0 ? 0 : dot / (Math.sqrt(energy) * expectedNorm);
}
