/** Look-alike symbols read as the letters they stand for ("p@ssw0rd" is "password"). */
const leet: Readonly<Record<string, string>> = {
  '0': 'o',
  '1': 'i',
  '!': 'i',
  '|': 'i',
  '3': 'e',
  '€': 'e',
  '4': 'a',
  '@': 'a',
  '5': 's',
  $: 's',
  '7': 't',
  '+': 't',
  '8': 'b',
  '9': 'g',
};

/**
 * One spelling for look-alikes: lower case, leet symbols as their letters, `l` as `i` (`1` and `!` stand for
 * either), every other character dropped. Compare only skeletons with skeletons.
 */
export function skeleton(text: string): string {
  return [...text.toLocaleLowerCase('en')]
    .map((char) => leet[char] ?? char)
    .join('')
    .replaceAll('l', 'i')
    .replace(/[^\p{L}]/gu, '');
}

/**
 * The ways to read `password` as a core between affixes of digits and symbols: every cut of its leading and
 * trailing runs of non-letters ("P@ssw0rd2024!" gives "P@ssw0rd2024!", ..., "P@ssw0rd"), so a leet symbol at
 * the edge ("@dmin") is tried both as a letter and as an affix.
 */
export function cores(password: string): string[] {
  const lead = /^[^\p{L}]*/u.exec(password)?.[0].length ?? 0;
  const trail = /[^\p{L}]*$/u.exec(password)?.[0].length ?? 0;
  const found = new Set<string>();
  for (let i = 0; i <= lead; i++) {
    for (let j = 0; j <= trail; j++) {
      const core = password.slice(i, password.length - j);
      if (core.length > 0 && i + j <= password.length) found.add(core);
    }
  }
  return [...found];
}

/**
 * Whether `text` is a run of pieces from `context` (at least one) and `common`, nothing else: "zkautomations"
 * + "password", "admin" + "iocaihost".
 */
export function builtFrom(text: string, context: ReadonlySet<string>, common: ReadonlySet<string>, maxWord = 40): boolean {
  // reach[i]: 0 no way to cut text[0, i) into pieces, 1 only with common pieces, 2 with a context piece.
  const reach = new Uint8Array(text.length + 1);
  reach[0] = 1;
  for (let i = 0; i < text.length; i++) {
    if (reach[i] === 0) continue;
    for (let j = i + 1; j <= Math.min(text.length, i + maxWord); j++) {
      const piece = text.slice(i, j);
      const next = context.has(piece) ? 2 : common.has(piece) ? reach[i]! : 0;
      if (next > reach[j]!) reach[j] = next;
    }
  }
  return reach[text.length] === 2;
}
