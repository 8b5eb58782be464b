import { randomBytes } from 'node:crypto';
import { airtableBodies, type FieldSpec } from './fake-airtable-bodies.ts';

/** Airtable's list records (`GET /v0/{base}/{table}`): `filterByFormula`, `pageSize` (at most 100) and `offset` iterators. */

interface Listable {
  id: string;
  table: string;
  createdTime: string;
  fields: Record<string, unknown>;
}

type Formula = { op: 'eq'; field: string; value: string } | { op: 'or' | 'and'; terms: Formula[] };

const invalidFormula = (detail: string) => ({ status: 422, body: airtableBodies.invalidFilterByFormula(detail) });

/** The part of Airtable's formula language the server sends: `{Field} = 'text'`, `OR(…)`, `AND(…)`. */
export function parseFormula(text: string): Formula {
  let at = 0;
  const space = () => {
    while (/\s/.test(text[at] ?? '')) at++;
  };
  const fail = (): never => {
    throw new Error(`The formula for filtering records is invalid: Invalid formula. Please check your formula text.`);
  };
  const literal = (): string => {
    const quote = text[at];
    if (quote !== "'" && quote !== '"') return fail();
    let value = '';
    for (at++; at < text.length && text[at] !== quote; at++) value += text[at] === '\\' ? (text[++at] ?? '') : text[at];
    if (text[at++] !== quote) fail();
    return value;
  };
  const term = (): Formula => {
    space();
    const call = /^(OR|AND)\s*\(/i.exec(text.slice(at));
    if (call) {
      at += call[0].length;
      const terms: Formula[] = [term()];
      for (space(); text[at] === ','; space()) {
        at++;
        terms.push(term());
      }
      if (text[at++] !== ')') fail();
      return { op: call[1]!.toUpperCase() === 'OR' ? 'or' : 'and', terms };
    }
    if (text[at] !== '{') return fail();
    const end = text.indexOf('}', at);
    if (end < 0) fail();
    const field = text.slice(at + 1, end);
    at = end + 1;
    space();
    if (text[at++] !== '=') fail();
    space();
    return { op: 'eq', field, value: literal() };
  };
  const formula = term();
  space();
  if (at !== text.length) fail();
  return formula;
}

function fieldsOf(formula: Formula): string[] {
  return formula.op === 'eq' ? [formula.field] : formula.terms.flatMap(fieldsOf);
}

function matches(formula: Formula, fields: Record<string, unknown>): boolean {
  if (formula.op === 'eq') return String(fields[formula.field] ?? '') === formula.value;
  return formula.op === 'or' ? formula.terms.some((t) => matches(t, fields)) : formula.terms.every((t) => matches(t, fields));
}

/** The records' listing with Airtable's iterators: an offset names the rest of a listing, valid until `forget()`. */
export function recordLister(records: readonly Listable[]) {
  const iterators = new Map<string, string[]>();
  return {
    list(table: string, spec: Record<string, FieldSpec>, params: URLSearchParams): { status: number; body: unknown } {
      const pageSize = params.has('pageSize') ? Number(params.get('pageSize')) : 100;
      if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > 100)
        return {
          status: 422,
          body: airtableBodies.invalidRequest('Invalid request: parameter validation failed. Check your request data.'),
        };
      const offset = params.get('offset');
      let ids: string[];
      if (offset !== null) {
        const rest = iterators.get(offset);
        if (!rest) return { status: 422, body: airtableBodies.iteratorNotAvailable };
        iterators.delete(offset);
        ids = rest;
      } else {
        const text = params.get('filterByFormula');
        let formula: Formula | null = null;
        if (text !== null && text !== '') {
          try {
            formula = parseFormula(text);
          } catch (error) {
            return invalidFormula((error as Error).message);
          }
          const unknown = fieldsOf(formula).filter((name) => !spec[name]);
          if (unknown.length > 0)
            return invalidFormula(`The formula for filtering records is invalid: Unknown field names: ${unknown.join(', ').toLowerCase()}`);
        }
        ids = records.filter((r) => r.table === table && (formula === null || matches(formula, r.fields))).map((r) => r.id);
      }
      const page = ids.slice(0, pageSize);
      const rest = ids.slice(pageSize);
      const listed = page
        .flatMap((id) => records.filter((r) => r.id === id))
        .map(({ id, createdTime, fields }) => ({ id, createdTime, fields }));
      if (rest.length === 0) return { status: 200, body: { records: listed } };
      const next = `itr${randomBytes(7).toString('hex')}/${rest[0]}`;
      iterators.set(next, rest);
      return { status: 200, body: { records: listed, offset: next } };
    },
    /** Airtable's iterators expire: every offset handed out so far answers 422 from now on. */
    forget: () => iterators.clear(),
  };
}
