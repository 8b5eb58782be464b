// CPU time the virtual machine's host took from it ("steal" in /proc/stat, Linux): a host busy with other
// guests stretches every task a browser measure times, and Lighthouse's blocking time most of all.
import { readFileSync } from 'node:fs';

/** All CPU time and its stolen part so far, in clock ticks, from the first line of /proc/stat. */
function cpuTimes() {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/).slice(1, 9).map(Number);
  return { total: fields.reduce((sum, value) => sum + value, 0), steal: fields[7] ?? 0 };
}

/** Starts counting; the function it returns gives the percentage of CPU time stolen since (null where unknown). */
export function stealMeter() {
  let start;
  try {
    start = cpuTimes();
  } catch {
    return () => null;
  }
  return () => {
    const end = cpuTimes();
    const total = end.total - start.total;
    return total > 0 ? Math.round(((end.steal - start.steal) / total) * 1000) / 10 : null;
  };
}
