import { inflateSync } from 'node:zlib';

/**
 * Reads back the text a pdfkit PDF draws with embedded fonts, as a reader's copy and paste would: the glyph codes
 * of each Tj/TJ decoded through the font's ToUnicode map. Enough for the portal's own certificates (one page,
 * Flate streams, Identity-H fonts); not a general PDF parser.
 */

export type PdfFont = { name: string; toUnicode: Map<number, string> | undefined };
export type PdfTextRun = { font: string; text: string };

function objects(pdf: Buffer): Map<number, { dictionary: string; stream?: Buffer }> {
  const source = pdf.toString('latin1');
  const found = new Map<number, { dictionary: string; stream?: Buffer }>();
  for (const match of source.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2] ?? '';
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      found.set(Number(match[1]), { dictionary: body });
      continue;
    }
    const dictionary = body.slice(0, streamAt);
    const data = body.slice(streamAt + 'stream'.length).replace(/^\r?\n/, '');
    // The stream is exactly /Length bytes: trimming a line end before 'endstream' instead would cut a compressed
    // stream whose last byte happens to be a carriage return (1 in 256).
    const length = /\/Length\s+(\d+)(?!\s+\d+\s+R)/.exec(dictionary)?.[1];
    const raw = length === undefined ? data.replace(/\r?\nendstream\s*$/, '') : data.slice(0, Number(length));
    const bytes = Buffer.from(raw, 'latin1');
    found.set(Number(match[1]), {
      dictionary,
      stream: dictionary.includes('/FlateDecode') ? inflateSync(bytes) : bytes,
    });
  }
  return found;
}

/** A ToUnicode CMap: glyph code -> text (bfrange arrays and bfchar, as pdfkit and others write them). */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  const text = (hex: string) => {
    const units = (hex.match(/[0-9a-fA-F]{4}/g) ?? []).map((unit) => Number.parseInt(unit, 16));
    return String.fromCharCode(...units);
  };
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const line of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[^>]*>)/g)) {
      const start = Number.parseInt(line[1] ?? '0', 16);
      const end = Number.parseInt(line[2] ?? '0', 16);
      const target = line[3] ?? '';
      if (target.startsWith('[')) {
        let code = start;
        for (const entry of target.matchAll(/<([^>]*)>/g)) map.set(code++, text(entry[1] ?? ''));
      } else {
        const first = Number.parseInt(target.slice(1, -1), 16);
        for (let code = start; code <= end; code++) map.set(code, String.fromCharCode(first + code - start));
      }
    }
  }
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const line of (block[1] ?? '').matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F ]+)>/g)) {
      map.set(Number.parseInt(line[1] ?? '0', 16), text(line[2] ?? ''));
    }
  }
  return map;
}

/** The fonts of the PDF by resource name (/F1 ...), with their base font and ToUnicode map. */
function fonts(all: ReturnType<typeof objects>): Map<string, PdfFont> {
  const byResource = new Map<string, PdfFont>();
  for (const { dictionary } of all.values()) {
    const resources = /\/Font\s*<<([\s\S]*?)>>/.exec(dictionary);
    if (!resources) continue;
    for (const entry of (resources[1] ?? '').matchAll(/\/(\S+?)\s+(\d+) 0 R/g)) {
      const font = all.get(Number(entry[2]))?.dictionary ?? '';
      const name = /\/BaseFont\s*\/([^\s/>]+)/.exec(font)?.[1] ?? '';
      const toUnicodeRef = /\/ToUnicode\s+(\d+) 0 R/.exec(font)?.[1];
      const cmap = toUnicodeRef ? all.get(Number(toUnicodeRef))?.stream?.toString('latin1') : undefined;
      byResource.set(entry[1] ?? '', { name, toUnicode: cmap ? parseToUnicode(cmap) : undefined });
    }
  }
  return byResource;
}

/** Every text-showing operation of the page, decoded: embedded fonts through ToUnicode, others as written. */
export function pdfTextRuns(pdf: Buffer): PdfTextRun[] {
  const all = objects(pdf);
  const fontsByResource = fonts(all);
  const runs: PdfTextRun[] = [];
  for (const { dictionary, stream } of all.values()) {
    if (!stream || dictionary.includes('/Subtype') || dictionary.includes('/Length1')) continue;
    const content = withoutActualTexts(stream.toString('latin1'));
    if (!/\bTf\b/.test(content)) continue;
    let current: PdfFont | undefined;
    for (const op of content.matchAll(
      /\/(\S+)\s+[\d.]+\s+Tf|\[((?:[^\]\\]|\\.)*)\]\s*TJ|(<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\))\s*Tj/g,
    )) {
      if (op[1]) {
        current = fontsByResource.get(op[1]);
        continue;
      }
      const strings =
        op[2] !== undefined
          ? [...op[2].matchAll(/<[0-9a-fA-F]*>|\((?:[^)\\]|\\.)*\)/g)].map((s) => s[0])
          : [op[3] ?? ''];
      const text = strings
        .map((piece) => {
          if (piece.startsWith('(')) return piece.slice(1, -1).replace(/\\(.)/g, '$1');
          const hex = piece.slice(1, -1);
          if (!current?.toUnicode) return Buffer.from(hex, 'hex').toString('latin1');
          return (hex.match(/.{4}/g) ?? [])
            .map((code) => current?.toUnicode?.get(Number.parseInt(code, 16)) ?? '\ufffd')
            .join('');
        })
        .join('');
      runs.push({ font: current?.name ?? '', text });
    }
  }
  return runs;
}

const ESCAPES: Record<string, string> = { n: '\n', r: '\r', t: '\t', b: '\b', f: '\f' };

/** A PDF literal string starting at `start` (its '('): its bytes, as latin1 characters, and where it ends. */
function literalAt(source: string, start: number): { value: string; end: number } {
  let depth = 0;
  let value = '';
  for (let index = start; index < source.length; index++) {
    const character = source[index] ?? '';
    if (character === '\\') {
      const next = source[index + 1] ?? '';
      const octal = /^[0-7]{1,3}/.exec(source.slice(index + 1, index + 4))?.[0];
      if (octal) {
        value += String.fromCharCode(Number.parseInt(octal, 8));
        index += octal.length;
      } else {
        value += ESCAPES[next] ?? next;
        index += 1;
      }
      continue;
    }
    if (character === '(') {
      depth += 1;
      if (depth === 1) continue;
    } else if (character === ')') {
      depth -= 1;
      if (depth === 0) return { value, end: index + 1 };
    }
    value += character;
  }
  return { value, end: source.length };
}

/** The content without its ActualText strings (their bytes could read as operators). */
function withoutActualTexts(content: string): string {
  let rest = content;
  for (let match = /\/ActualText\s*\(/.exec(rest); match; match = /\/ActualText\s*\(/.exec(rest)) {
    const { end } = literalAt(rest, match.index + match[0].length - 1);
    rest = `${rest.slice(0, match.index)}${rest.slice(end)}`;
  }
  return rest;
}

/** A PDF text string: UTF-16BE after its byte-order mark, else PDFDocEncoding (read as latin1). */
function textString(bytes: string): string {
  if (!bytes.startsWith('\u00fe\u00ff')) return bytes;
  const buffer = Buffer.from(bytes.slice(2), 'latin1');
  return buffer.swap16().toString('utf16le');
}

/** The ActualText of every marked span of the page's content, in drawing order. */
export function pdfActualTexts(pdf: Buffer): string[] {
  const texts: string[] = [];
  for (const { stream } of objects(pdf).values()) {
    const content = stream?.toString('latin1') ?? '';
    for (const match of content.matchAll(/\/ActualText\s*\(/g)) {
      texts.push(textString(literalAt(content, (match.index ?? 0) + match[0].length - 1).value));
    }
  }
  return texts;
}
