// Makes the spoken clips of the audio captcha (assets/captcha-voice/{en,hi}/*.wav) with eSpeak NG.
// Run it only to change the voice: `node scripts/make-captcha-voice.mjs` (needs `apt-get install espeak-ng`).
// The portal itself never runs eSpeak: it joins these clips (features/captcha/captcha-audio.ts), so nothing
// beyond Node is needed where it runs. Each clip is trimmed of silence, peak-normalised and written as
// 16-bit mono PCM at 11 025 Hz (speech stays clear; an answer of 6 characters weighs about 250 KB).
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const out = path.join(here, '..', 'assets', 'captcha-voice');

const LETTERS = 'abcdefghijklmnopqrstuvwxyz'.split('');
const NATO = [
  'alpha',
  'bravo',
  'charlie',
  'delta',
  'echo',
  'foxtrot',
  'golf',
  'hotel',
  'india',
  'juliet',
  'kilo',
  'lima',
  'mike',
  'november',
  'oscar',
  'papa',
  'quebec',
  'romeo',
  'sierra',
  'tango',
  'uniform',
  'victor',
  'whiskey',
  'x-ray',
  'yankee',
  'zulu',
];
const HINDI_LETTERS = [
  'ए',
  'बी',
  'सी',
  'डी',
  'ई',
  'एफ़',
  'जी',
  'एच',
  'आई',
  'जे',
  'के',
  'एल',
  'एम',
  'एन',
  'ओ',
  'पी',
  'क्यू',
  'आर',
  'एस',
  'टी',
  'यू',
  'वी',
  'डब्ल्यू',
  'एक्स',
  'वाई',
  'ज़ेड',
];
const HINDI_NATO = [
  'अल्फ़ा',
  'ब्रावो',
  'चार्ली',
  'डेल्टा',
  'इको',
  'फ़ॉक्सट्रॉट',
  'गोल्फ़',
  'होटल',
  'इंडिया',
  'जूलियट',
  'किलो',
  'लीमा',
  'माइक',
  'नवंबर',
  'ऑस्कर',
  'पापा',
  'क्यूबेक',
  'रोमियो',
  'सिएरा',
  'टैंगो',
  'यूनिफ़ॉर्म',
  'विक्टर',
  'व्हिस्की',
  'एक्स-रे',
  'यैंकी',
  'ज़ूलू',
];
const DIGITS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const HINDI_DIGITS = ['शून्य', 'एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ'];

/** Clip name -> what is said. A letter is its name and its NATO word ("B, bravo"), so B, D, P and V differ. */
const TEXTS = {
  en: {
    capital: 'capital',
    small: 'small',
    ...Object.fromEntries(
      LETTERS.map((letter, index) => [`letter-${letter}`, `${letter.toUpperCase()}, ${NATO[index]}`]),
    ),
    ...Object.fromEntries(DIGITS.map((word, digit) => [`digit-${digit}`, `digit ${word}`])),
  },
  hi: {
    capital: 'कैपिटल',
    small: 'स्मॉल',
    ...Object.fromEntries(
      LETTERS.map((letter, index) => [`letter-${letter}`, `${HINDI_LETTERS[index]}, ${HINDI_NATO[index]}`]),
    ),
    ...Object.fromEntries(HINDI_DIGITS.map((word, digit) => [`digit-${digit}`, `अंक ${word}`])),
  },
};
const VOICES = { en: ['-v', 'en-gb', '-s', '140'], hi: ['-v', 'hi', '-s', '130'] };
const RATE = 11_025;

function readWav(buffer) {
  let offset = 12;
  let format;
  while (offset + 8 <= buffer.length) {
    const id = buffer.toString('ascii', offset, offset + 4);
    const size = buffer.readUInt32LE(offset + 4);
    if (id === 'fmt ') format = { channels: buffer.readUInt16LE(offset + 10), rate: buffer.readUInt32LE(offset + 12) };
    if (id === 'data') {
      const end = Math.min(buffer.length, offset + 8 + size);
      const samples = new Float64Array((end - offset - 8) >> 1);
      for (let i = 0; i < samples.length; i++) samples[i] = buffer.readInt16LE(offset + 8 + i * 2) / 32768;
      return { ...format, samples };
    }
    offset += 8 + size + (size & 1);
  }
  throw new Error('no data chunk');
}

/** Halves the rate (22 050 -> 11 025 Hz) after a windowed-sinc low-pass at 5 kHz. */
function halveRate(samples) {
  const taps = 31;
  const cutoff = 5000 / 22_050;
  const kernel = Array.from({ length: taps }, (_, i) => {
    const n = i - (taps - 1) / 2;
    const sinc = n === 0 ? 2 * cutoff : Math.sin(2 * Math.PI * cutoff * n) / (Math.PI * n);
    return sinc * (0.54 - 0.46 * Math.cos((2 * Math.PI * i) / (taps - 1)));
  });
  const result = new Float64Array(Math.floor(samples.length / 2));
  for (let i = 0; i < result.length; i++) {
    let sum = 0;
    for (let k = 0; k < taps; k++) sum += kernel[k] * (samples[i * 2 + k - (taps - 1) / 2] ?? 0);
    result[i] = sum;
  }
  return result;
}

function trimAndNormalise(samples) {
  const peak = samples.reduce((max, value) => Math.max(max, Math.abs(value)), 0);
  const threshold = peak * 0.02;
  let start = samples.findIndex((value) => Math.abs(value) > threshold);
  let end = samples.length - 1;
  while (end > start && Math.abs(samples[end]) <= threshold) end--;
  start = Math.max(0, start);
  return samples.slice(start, end + 1).map((value) => (value / peak) * 0.85);
}

function writeWav(file, samples) {
  const data = Buffer.alloc(samples.length * 2);
  for (const [index, value] of samples.entries()) {
    data.writeInt16LE(Math.round(Math.max(-1, Math.min(1, value)) * 32767), index * 2);
  }
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + data.length, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(RATE, 24);
  header.writeUInt32LE(RATE * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([header, data]));
}

const scratch = mkdtempSync(path.join(tmpdir(), 'captcha-voice-'));
try {
  for (const [language, texts] of Object.entries(TEXTS)) {
    mkdirSync(path.join(out, language), { recursive: true });
    for (const [name, text] of Object.entries(texts)) {
      const raw = path.join(scratch, `${language}-${name}.wav`);
      execFileSync('espeak-ng', [...VOICES[language], '-w', raw, text]);
      const wav = readWav(readFileSync(raw));
      if (wav.channels !== 1 || wav.rate !== 22_050) throw new Error(`${raw}: expected mono 22 050 Hz`);
      writeWav(path.join(out, language, `${name}.wav`), trimAndNormalise(halveRate(wav.samples)));
    }
  }
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
