/**
 * What a form handed to its `onSubmit`, as a plain object: every name with the values posted under
 * it, in order (a ticked box's name once per box), as the server reads a post.
 */
export function postedFields(data: unknown): Record<string, string[]> {
  if (!(data instanceof FormData)) throw new Error('onSubmit was not called with FormData');
  const fields: Record<string, string[]> = {};
  for (const [name, value] of data.entries()) (fields[name] ??= []).push(String(value));
  return fields;
}
