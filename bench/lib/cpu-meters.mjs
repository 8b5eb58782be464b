// The machine's CPU time from the first line of /proc/stat (Linux), for measures that say how busy the
// machine was: the part the virtual machine's host took ("steal": a host busy with other guests stretches
// every task a browser measure times, and Lighthouse's blocking time most of all), and the part spent
// working (what a page costs while it only sits on screen, bench/idle-cpu.mjs).
import { readFileSync } from 'node:fs';

/** All CPU time so far in clock ticks, its stolen part, and its busy part (neither idle, waiting nor stolen). */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const [, , , idle = 0, iowait = 0, , , steal = 0] = fields;
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { total, steal, busy: total - idle - iowait - steal };
}

/** Starts counting `part` of the CPU time; the function it returns gives that part since, as a fraction (null where unknown). */
function meter(part) {
  let start;
  try {
    start = cpuTimes();
  } catch {
    return () => null;
  }
  return () => {
    const end = cpuTimes();
    const total = end.total - start.total;
    return total > 0 ? (end[part] - start[part]) / total : null;
  };
}

/** Starts counting; the function it returns gives the percentage of CPU time stolen since (null where unknown). */
export function stealMeter() {
  const stolen = meter('steal');
  return () => {
    const fraction = stolen();
    return fraction === null ? null : Math.round(fraction * 1000) / 10;
  };
}

/** Starts counting; the function it returns gives the fraction of all cores' time spent working since (null where unknown). */
export const busyMeter = () => meter('busy');
