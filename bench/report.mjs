// What every benchmark script prints with: its report on stdout, and the machine's load beside its figures.
import os from 'node:os';

/** The report goes to stdout (console.log is kept for debugging by the lint rules). */
export const print = (line = '') => process.stdout.write(`${line}\n`);

/** The load averages over 1, 5 and 15 minutes, e.g. "2.61, 2.70, 2.66". */
export const load = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
