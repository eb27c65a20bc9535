/** @jest-environment node */
import fc from 'fast-check';
import { matchingChild, variantDimensions, variantValuesOf } from '../../../src/domain/catalog/variants';

const v = (code: string, name: string, value: string) => ({ code, name, values: [{ name: value }] });

// A two-dimension family as the spec describes it: each child one value per dimension.
const cable = [
  { id: 11, variants: [v('kesit', 'Kesit', '1,5 mm²'), v('renk', 'Renk', 'Kırmızı')] },
  { id: 12, variants: [v('kesit', 'Kesit', '1,5 mm²'), v('renk', 'Renk', 'Mavi')] },
  { id: 13, variants: [v('kesit', 'Kesit', '2,5 mm²'), v('renk', 'Renk', 'Kırmızı')] },
  { id: 14, variants: [v('kesit', 'Kesit', '2,5 mm²'), v('renk', 'Renk', 'Mavi')] },
];

describe('variantDimensions', () => {
  it('lists each dimension once with its distinct values in family order', () => {
    expect(variantDimensions(cable)).toEqual([
      { code: 'kesit', name: 'Kesit', values: ['1,5 mm²', '2,5 mm²'] },
      { code: 'renk', name: 'Renk', values: ['Kırmızı', 'Mavi'] },
    ]);
  });

  it('offers at most three pickers', () => {
    const four = [
      { id: 1, variants: [v('a', 'A', '1'), v('b', 'B', '1'), v('c', 'C', '1'), v('d', 'D', '1')] },
    ];
    expect(variantDimensions(four).map((d) => d.code)).toEqual(['a', 'b', 'c']);
  });

  it('has no picker for products without variants, and skips empty values', () => {
    expect(variantDimensions([])).toEqual([]);
    expect(variantDimensions([{ id: 1, variants: [{ code: 'renk', name: 'Renk', values: [] }] }])).toEqual(
      [],
    );
  });
});

describe('matchingChild', () => {
  it('finds the child once every dimension has a value', () => {
    expect(matchingChild(cable, { kesit: '2,5 mm²', renk: 'Mavi' })?.id).toBe(14);
  });

  it('waits while a dimension is open', () => {
    expect(matchingChild(cable, { kesit: '2,5 mm²' })).toBeNull();
  });

  it('gives null for a combination no child has', () => {
    expect(matchingChild(cable, { kesit: '4 mm²', renk: 'Mavi' })).toBeNull();
  });

  it('reads a child own values', () => {
    expect(variantValuesOf(cable[0]!)).toEqual({ kesit: '1,5 mm²', renk: 'Kırmızı' });
  });

  it('property: every child of a full cartesian family is found by its own values', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 }), (a, b) => {
        const children: { id: number; variants: ReturnType<typeof v>[] }[] = [];
        let id = 1;
        for (let i = 0; i < a; i++)
          for (let j = 0; j < b; j++)
            children.push({ id: id++, variants: [v('x', 'X', `x${i}`), v('y', 'Y', `y${j}`)] });
        return children.every((child) => matchingChild(children, variantValuesOf(child))?.id === child.id);
      }),
    );
  });
});
