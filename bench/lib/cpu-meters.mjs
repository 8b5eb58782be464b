// The machine's CPU time from the first line of /proc/stat (Linux), for measures that say how busy the
// machine was: the part the virtual machine's host took ("steal": a host busy with other guests stretches
// every task a browser measure times, and Lighthouse's blocking time most of all).
import { readFileSync } from 'node:fs';

/** All CPU time so far in clock ticks and its stolen part. */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  const steal = fields[7] ?? 0;
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { total, steal };
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
