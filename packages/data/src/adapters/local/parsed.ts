import type { AnswerSchemas } from './answer-schemas.ts';

/** The server's `answer`, checked against one of `answer-schemas.ts`, which loads in parallel with the request. */
export async function parsed<K extends keyof AnswerSchemas>(
  schema: K,
  answer: Promise<unknown>,
): Promise<ReturnType<AnswerSchemas[K]['parse']>> {
  const [value, { answers }] = await Promise.all([answer, import('./answer-schemas.ts')]);
  return answers[schema].parse(value) as ReturnType<AnswerSchemas[K]['parse']>;
}
