import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Language } from '@iiidem/shared/language';
import { apiPackageRoot } from '../../db/paths';

/**
 * The audio captcha (issue 16): the challenge's characters said one after the other, joined from short clips
 * spoken once by eSpeak NG and kept in assets/captcha-voice/{en,hi} (scripts/make-captcha-voice.mjs), with light
 * noise and uneven pauses. Joining clips needs no speech engine, external service or ffmpeg where the portal
 * runs, costs a few milliseconds and always says each character the same clear way.
 */

/** Samples per second of the clips and of the WAV sent (16-bit mono PCM). */
export const CAPTCHA_AUDIO_RATE = 11_025;

export type CaptchaClips = ReadonlyMap<string, Int16Array>;

/**
 * The clips that say `answer`, in order: a letter is 'capital' or 'small' then 'letter-x' (its name and its
 * NATO word: "capital B, bravo"), a digit is 'digit-n' ("digit seven").
 */
export function captchaClipNames(answer: string): string[] {
  return [...answer].flatMap((character) => {
    if (/^[0-9]$/.test(character)) return [`digit-${character}`];
    if (/^[A-Z]$/.test(character)) return ['capital', `letter-${character.toLowerCase()}`];
    if (/^[a-z]$/.test(character)) return ['small', `letter-${character}`];
    throw new Error(`No clip says ${JSON.stringify(character)}`);
  });
}

/** The characters a list of clip names says (the inverse of captchaClipNames, for tests and checks). */
export function charactersOfClipNames(names: readonly string[]): string {
  let text = '';
  let capital: boolean | undefined;
  for (const name of names) {
    if (name === 'capital' || name === 'small') capital = name === 'capital';
    else if (name.startsWith('digit-')) text += name.slice('digit-'.length);
    else if (name.startsWith('letter-')) {
      const letter = name.slice('letter-'.length);
      text += capital ? letter.toUpperCase() : letter;
      capital = undefined;
    }
  }
  return text;
}

/** The samples of a 16-bit mono PCM WAV file. */
export function readWavSamples(wav: Buffer): { rate: number; samples: Int16Array } {
  if (wav.toString('ascii', 0, 4) !== 'RIFF' || wav.toString('ascii', 8, 12) !== 'WAVE') throw new Error('Not a WAV');
  let rate = 0;
  for (let offset = 12; offset + 8 <= wav.length; ) {
    const id = wav.toString('ascii', offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    if (id === 'fmt ') {
      if (
        wav.readUInt16LE(offset + 8) !== 1 ||
        wav.readUInt16LE(offset + 10) !== 1 ||
        wav.readUInt16LE(offset + 22) !== 16
      )
        throw new Error('Expected 16-bit mono PCM');
      rate = wav.readUInt32LE(offset + 12);
    }
    if (id === 'data') {
      const samples = new Int16Array(Math.min(size, wav.length - offset - 8) >> 1);
      for (let index = 0; index < samples.length; index++) samples[index] = wav.readInt16LE(offset + 8 + index * 2);
      return { rate, samples };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('WAV without data');
}

/** A 16-bit mono PCM WAV file of `samples`. */
export function writeWav(samples: Int16Array, rate = CAPTCHA_AUDIO_RATE): Buffer {
  const wav = Buffer.alloc(44 + samples.length * 2);
  wav.write('RIFF', 0, 'ascii');
  wav.writeUInt32LE(36 + samples.length * 2, 4);
  wav.write('WAVEfmt ', 8, 'ascii');
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20); // PCM
  wav.writeUInt16LE(1, 22); // mono
  wav.writeUInt32LE(rate, 24);
  wav.writeUInt32LE(rate * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36, 'ascii');
  wav.writeUInt32LE(samples.length * 2, 40);
  for (let index = 0; index < samples.length; index++) wav.writeInt16LE(samples[index] ?? 0, 44 + index * 2);
  return wav;
}

/** The folder of a language's clips. */
export function captchaVoiceDir(language: Language): string {
  return path.join(apiPackageRoot(), 'assets', 'captcha-voice', language);
}

const CLIP_NAMES = [
  'capital',
  'small',
  ...'abcdefghijklmnopqrstuvwxyz'.split('').map((letter) => `letter-${letter}`),
  ...'0123456789'.split('').map((digit) => `digit-${digit}`),
];

const voices = new Map<Language, Promise<CaptchaClips>>();

/** Every clip of a language, read once per process. */
export function loadCaptchaVoice(language: Language): Promise<CaptchaClips> {
  let voice = voices.get(language);
  if (!voice) {
    voice = Promise.all(
      CLIP_NAMES.map(async (name) => {
        const { rate, samples } = readWavSamples(await readFile(path.join(captchaVoiceDir(language), `${name}.wav`)));
        if (rate !== CAPTCHA_AUDIO_RATE) throw new Error(`captcha clip ${language}/${name}: ${rate} Hz`);
        return [name, samples] as const;
      }),
    ).then((entries) => new Map(entries));
    voice.catch(() => voices.delete(language));
    voices.set(language, voice);
  }
  return voice;
}

/** Where each clip was put in a composed captcha (sample offsets), for tests. */
export type CaptchaAudioPlacement = { name: string; start: number; length: number };

/** A number in [min, max). Math.random is enough: the pauses and noise only vary the sound, they keep no secret. */
function between(min: number, max: number): number {
  return min + Math.random() * (max - min);
}

const NOISE_LEVEL = 0.025; // of full scale: about -35 dB, heard as a light hiss under the voice

/**
 * The WAV that says `answer`: half a second of lead-in, then each character's clips at a slightly varied
 * loudness, a short pause inside a letter ("capital" ... "B, bravo") and a longer one between characters,
 * all over light noise.
 */
export function composeCaptchaAudio(
  answer: string,
  clips: CaptchaClips,
): { wav: Buffer; placements: CaptchaAudioPlacement[] } {
  const second = CAPTCHA_AUDIO_RATE;
  const names = captchaClipNames(answer);
  const placements: CaptchaAudioPlacement[] = [];
  let cursor = Math.round(between(0.4, 0.6) * second);
  for (const [index, name] of names.entries()) {
    const clip = clips.get(name);
    if (!clip) throw new Error(`Missing captcha clip ${name}`);
    placements.push({ name, start: cursor, length: clip.length });
    const prefix = name === 'capital' || name === 'small';
    const last = index === names.length - 1;
    cursor += clip.length + Math.round((prefix ? between(0.08, 0.16) : last ? 0.5 : between(0.45, 0.75)) * second);
  }
  const mix = new Float32Array(cursor);
  for (let index = 0; index < mix.length; index++) mix[index] = (Math.random() * 2 - 1) * NOISE_LEVEL;
  for (const placement of placements) {
    const clip = clips.get(placement.name) as Int16Array;
    const gain = between(0.75, 1) / 32768;
    for (let index = 0; index < clip.length; index++) {
      const at = placement.start + index;
      mix[at] = (mix[at] ?? 0) + (clip[index] ?? 0) * gain;
    }
  }
  const samples = new Int16Array(mix.length);
  for (let index = 0; index < mix.length; index++) {
    samples[index] = Math.round(Math.max(-1, Math.min(1, mix[index] ?? 0)) * 32767);
  }
  return { wav: writeWav(samples), placements };
}

/** The audio captcha of `answer` in `language`, as a WAV. */
export async function renderCaptchaWav(answer: string, language: Language): Promise<Buffer> {
  return composeCaptchaAudio(answer, await loadCaptchaVoice(language)).wav;
}
