import { definitionError, type DefinitionError } from './definitionError';
import { pointer } from './jsonPointer';

/** A problem of a definition's text: a definition error (its path the value it is in) placed in the text (offsets) with its line and column. */
export interface TextError extends DefinitionError {
  from: number;
  to: number;
}

/** A definition's text read: its value, or the problems that stop it (one syntax error, or every key written twice in one object). */
export type ParsedText = { ok: true; value: unknown } | { ok: false; errors: TextError[] };

/** What a syntax error says, by code (the English message; the designer shows designer.errors.<code>). */
const SYNTAX_MESSAGES = {
  jsonTrailingComma: 'a comma before the end of an object or list',
  jsonExpectedValue: 'a value is expected here',
  jsonExpectedPropertyName: 'a property name in double quotes is expected here',
  jsonExpectedColon: "':' is expected after the property name",
  jsonExpectedComma: "',' or the end of the object or list is expected here",
  jsonInvalidString: 'a text that is not closed or holds an invalid character or escape',
  jsonInvalidNumber: 'an invalid number',
  jsonUnexpectedEnd: 'the text ends before the JSON does',
  jsonTextAfterEnd: 'text after the end of the JSON',
} as const;

type SyntaxCode = keyof typeof SYNTAX_MESSAGES;

/** The codes of the syntax errors (each with a text in the designer's catalogues). */
export const SYNTAX_ERROR_CODES = Object.keys(SYNTAX_MESSAGES) as SyntaxCode[];

class SyntaxProblem {
  constructor(readonly code: SyntaxCode, readonly from: number, readonly to: number, readonly path: string) {}
}

/** 1-based line and column of an offset. */
function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lastBreak = before.lastIndexOf('\n');
  return { line: before.split('\n').length, column: offset - lastBreak };
}

const WHITESPACE = new Set([' ', '\t', '\n', '\r']);
const NUMBER = /^-?(0|[1-9]\d*)(\.\d+)?([eE][+-]?\d+)?/;
// eslint-disable-next-line no-control-regex -- JSON strings may not hold the control characters
const STRING = /^"(?:[^"\\\u0000-\u001f]|\\(?:["\\/bfnrt]|u[0-9a-fA-F]{4}))*"/;

/** A strict JSON reader that says where the text goes wrong (the container's pointer and the offsets) and finds keys written twice. */
class Scanner {
  pos = 0;
  readonly duplicates: { key: string; path: string; from: number; to: number }[] = [];

  constructor(private readonly text: string) {}

  private skip(): void {
    while (this.pos < this.text.length && WHITESPACE.has(this.text[this.pos]!)) this.pos++;
  }

  private fail(code: SyntaxCode, path: string, length = 1): never {
    throw new SyntaxProblem(this.pos >= this.text.length ? 'jsonUnexpectedEnd' : code, this.pos, Math.min(this.pos + length, this.text.length), path);
  }

  private string(path: string): string {
    const match = STRING.exec(this.text.slice(this.pos));
    if (!match) {
      const lineEnd = this.text.indexOf('\n', this.pos);
      throw new SyntaxProblem('jsonInvalidString', this.pos, lineEnd === -1 ? this.text.length : lineEnd, path);
    }
    this.pos += match[0].length;
    return JSON.parse(match[0]) as string;
  }

  /** Past the opening bracket: true for an empty object or list (its closing bracket read). */
  private empty(close: string): boolean {
    this.pos++;
    this.skip();
    if (this.text[this.pos] !== close) return false;
    this.pos++;
    return true;
  }

  /** After a member or an item: true at the closing bracket (read); else a comma, which must not come right before the closing bracket. */
  private closed(close: string, path: string): boolean {
    this.skip();
    if (this.text[this.pos] === close) {
      this.pos++;
      return true;
    }
    if (this.text[this.pos] !== ',') this.fail('jsonExpectedComma', path);
    const comma = this.pos++;
    this.skip();
    if (this.text[this.pos] === close) throw new SyntaxProblem('jsonTrailingComma', comma, comma + 1, path);
    return false;
  }

  private object(path: string): void {
    const keys = new Set<string>();
    if (this.empty('}')) return;
    do {
      if (this.text[this.pos] !== '"') this.fail('jsonExpectedPropertyName', path);
      const from = this.pos;
      const key = this.string(path);
      if (keys.has(key)) this.duplicates.push({ key, path: pointer(path, key), from, to: this.pos });
      keys.add(key);
      this.skip();
      if (this.text[this.pos] !== ':') this.fail('jsonExpectedColon', path);
      this.pos++;
      this.value(pointer(path, key));
    } while (!this.closed('}', path));
  }

  private array(path: string): void {
    if (this.empty(']')) return;
    let i = 0;
    do this.value(pointer(path, i++));
    while (!this.closed(']', path));
  }

  value(path: string): void {
    this.skip();
    const c = this.text[this.pos];
    if (c === '{') return this.object(path);
    if (c === '[') return this.array(path);
    if (c === '"') {
      this.string(path);
      return;
    }
    for (const word of ['true', 'false', 'null']) {
      if (this.text.startsWith(word, this.pos)) {
        this.pos += word.length;
        return;
      }
    }
    const number = NUMBER.exec(this.text.slice(this.pos, this.pos + 400));
    if (number) {
      this.pos += number[0].length;
      if (/^[\d.eE+-]/.test(this.text[this.pos] ?? '')) this.fail('jsonInvalidNumber', path);
      return;
    }
    if (c === '-' || (c !== undefined && /\d/.test(c))) this.fail('jsonInvalidNumber', path);
    this.fail('jsonExpectedValue', path);
  }

  /** Reads the whole text: one value and nothing after it. */
  document(): void {
    this.value('');
    this.skip();
    if (this.pos < this.text.length) this.fail('jsonTextAfterEnd', '', this.text.length - this.pos);
  }
}

function textError(text: string, path: string, code: string, from: number, to: number, message: string, params: Record<string, string | number> = {}): TextError {
  const { line, column } = lineColumn(text, from);
  return { ...definitionError(path, code, `line ${line}, column ${column}: ${message}`, { ...params, line, column }), from, to };
}

/**
 * Reads the text of a definition as the designer and the validation script both do: a syntax error is placed where it is (line, column, the
 * pointer of the object or list it is in, a stable code per kind of mistake: a trailing comma, a missing comma, …; the text is read no further);
 * a key written twice in one object (JSON.parse would keep the last silently) is an error at its second writing.
 */
export function parseDefinitionText(text: string): ParsedText {
  let value: unknown;
  let parseFailure: Error | null = null;
  try {
    value = JSON.parse(text);
  } catch (error) {
    parseFailure = error as Error;
  }
  const scanner = new Scanner(text);
  let syntax: TextError | null = null;
  try {
    scanner.document();
  } catch (problem) {
    if (problem instanceof SyntaxProblem) syntax = textError(text, problem.path, problem.code, problem.from, problem.to, SYNTAX_MESSAGES[problem.code]);
    // Nested deeper than the scanner's stack: the checks of the value report the depth.
    else if (!(problem instanceof RangeError)) throw problem;
  }
  if (parseFailure && !syntax) syntax = textError(text, '', 'jsonExpectedValue', 0, Math.min(1, text.length), parseFailure.message);
  // Keys written twice before a syntax error are reported with it, in the order of the text.
  const errors = scanner.duplicates.map((d) => textError(text, d.path, 'duplicateProperty', d.from, d.to, `the key '${d.key}' is written twice in this object (only the last would count)`, { key: d.key }));
  if (syntax) errors.push(syntax);
  return errors.length ? { ok: false, errors } : { ok: true, value };
}
