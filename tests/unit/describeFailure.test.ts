import { describe, expect, it } from 'vitest';
import { describeFailure } from '../../src/api/describeFailure';
import { ErpCallError } from '../../src/api/ErpCallError';

describe('describeFailure (detail line of the error dialogs)', () => {
  it.each([
    [new ErpCallError('http', '/x', 500, 'Internal Server Error', 'Base de datos no disponible', 'DB', null), 'Base de datos no disponible — Internal Server Error (500)'],
    [new ErpCallError('http', '/x', 404, 'Not Found', undefined, undefined, null), 'Not Found (404)'],
    [new ErpCallError('ko', '/x', 200, 'OK', 'noLineasSeleccionadas', 'KO', null), 'noLineasSeleccionadas — OK (200)'],
    [new ErpCallError('network', '/x', 0, 'Failed to fetch', undefined, undefined, null), 'Failed to fetch'],
    [new Error('boom'), 'boom'],
    ['plain', 'plain'],
  ])('%#', (error, text) => {
    expect(describeFailure(error)).toBe(text);
  });
});
