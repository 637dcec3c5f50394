import { describe, expect, it } from 'vitest';
import { sourcePathOf } from '../../src/engine/definition/sourcePathOf';

const effective = { result: { columns: [{ field: 'a', headerKey: 'x.a' }, { field: 'b', headerKey: 'x.b' }, { field: 'c', headerKey: 'x.typo' }] }, titleKey: 't' };
const overlay = { overlayOf: 'STD', result: { columns: [{ field: 'c', $add: true, $after: 'b', headerKey: 'x.typo' }] } };

describe('sourcePathOf: an effective definition error placed in the overlay being edited', () => {
  it('finds a keyed list item by its key, not its index', () => {
    expect(sourcePathOf('/result/columns/2/headerKey', effective, overlay)).toEqual({ path: '/result/columns/0/headerKey', exact: true });
  });
  it('stops at the deepest place the overlay states', () => {
    expect(sourcePathOf('/result/columns/1/headerKey', effective, overlay)).toEqual({ path: '/result/columns', exact: false });
    expect(sourcePathOf('/titleKey', effective, overlay)).toEqual({ path: '', exact: false });
  });
  it('a whole definition maps onto itself', () => {
    expect(sourcePathOf('/result/columns/1/headerKey', effective, effective)).toEqual({ path: '/result/columns/1/headerKey', exact: true });
  });
});
