/**
 * The command line's `--name=value` options as an object (`--flag` alone is `'true'`): the one parser
 * of `npm run bench` and its parts.
 */
export function benchArgs(argv = process.argv.slice(2)) {
  return Object.fromEntries(
    argv.map((arg) => {
      const [key, value = 'true'] = arg.replace(/^--/, '').split('=');
      return [key, value];
    }),
  );
}
