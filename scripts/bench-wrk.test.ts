import { describe, expect, it } from 'vitest';
import { parseWrk, wrkArgs, wrkMs } from '../bench/lib/wrk.mjs';

const output = `Running 10s test @ http://127.0.0.1:41234/en
  1 threads and 50 connections
  Thread Stats   Avg      Stdev     Max   +/- Stdev
    Latency   851.20us  302.11us   5.20ms   80.00%
    Req/Sec    58.12k     2.01k   60.00k    70.00%
  Latency Distribution
     50%  800.00us
     75%    1.00ms
     90%    1.20ms
     99%    1.45ms
  580000 requests in 10.00s, 15.60GB read
  Non-2xx or 3xx responses: 3
  Socket errors: connect 0, read 2, write 0, timeout 1
Requests/sec:  58000.00
Transfer/sec:      1.56GB
`;

describe('static serving under wrk', () => {
  it('reads the rate, the p99, the bytes per answer and the failures from wrk --latency', () => {
    expect(parseWrk(output)).toEqual({
      requests: 580000,
      requestsPerSecond: 58000,
      p99Ms: 1.45,
      bytesPerRequest: Math.round((15.6 * 1024 ** 3) / 580000),
      non2xx: 3,
      errors: 3,
    });
  });

  it('reads every unit wrk prints a duration in', () => {
    expect([wrkMs('812.00us'), wrkMs('1.31ms'), wrkMs('2.00s')]).toEqual([0.812, 1.31, 2000]);
    expect(() => wrkMs('fast')).toThrow();
  });

  it('runs wrk as issue 49 asks: 1 thread, gzip accepted, latency percentiles', () => {
    expect(wrkArgs('http://127.0.0.1:1/en', 10, 50)).toEqual([
      '-t1',
      '-c50',
      '-d10s',
      '--latency',
      '-H',
      'Accept-Encoding: gzip',
      'http://127.0.0.1:1/en',
    ]);
  });
});
