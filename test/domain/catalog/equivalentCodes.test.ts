/** @jest-environment node */
import { equivalentCodes } from '../../../src/domain/catalog/equivalentCodes';

describe('equivalentCodes', () => {
  it.each([
    ['', []],
    [null, []],
    ['SCH-1', ['SCH-1']],
    ['SCH-1, ABB-2 ;LG-3', ['SCH-1', 'ABB-2', 'LG-3']],
    [' , ;', []],
    ['A,A,B', ['A', 'B']],
  ])('%p -> %p', (field, expected) => {
    expect(equivalentCodes(field)).toEqual(expected);
  });
});
