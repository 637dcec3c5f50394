import { describe, expect, it } from 'vitest';
import { MAX_DEFINITION_DEPTH, MAX_NESTING_DEPTH, tooDeepPath } from '../../src/engine/json/nestingDepth';
import { validateDefinition } from '../../src/engine/definition/validateDefinition';

/** An object nested `levels` deep under key a: level 1 is the object itself. */
const nested = (levels: number): unknown => JSON.parse(`${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`);

describe('tooDeepPath', () => {
  it('is undefined up to the limit and names the keys of the first level beyond it', () => {
    expect(tooDeepPath(nested(MAX_NESTING_DEPTH))).toBeUndefined();
    expect(tooDeepPath(nested(MAX_NESTING_DEPTH + 1))).toEqual(Array(MAX_NESTING_DEPTH).fill('a'));
    expect(tooDeepPath({ x: 'text', list: [1, [2, [3]]] }, 3)).toEqual(['list', '1', '1']);
    expect(tooDeepPath('scalar', 0)).toBeUndefined();
  });
  it('walks any depth without overflowing the stack', () => {
    expect(tooDeepPath(JSON.parse(`${'['.repeat(200_000)}${']'.repeat(200_000)}`))).toHaveLength(MAX_NESTING_DEPTH);
  });
});

describe('validateDefinition on a definition nested too deep', () => {
  it('answers only tooDeep with its JSON pointer and the limit', () => {
    const errors = validateDefinition({ code: 'X', texts: nested(50_000) });
    expect(errors).toEqual([{ path: `/texts${'/a'.repeat(MAX_DEFINITION_DEPTH - 1)}`, code: 'tooDeep', params: { max: MAX_DEFINITION_DEPTH }, message: `nests objects or arrays deeper than ${MAX_DEFINITION_DEPTH} levels` }]);
  });
});
