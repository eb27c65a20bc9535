import path from 'node:path';
import { PROCESS_NOTE, processNotes } from '../../build/processNotes';

// Built at run time so that this file does not itself cite a work item.
const ISSUE = ['iss', 'ue'].join('');
const cite = (text: string) =>
  text.replace(/\{item\}/g, () => ISSUE).replace(/\{items\}/g, () => `${ISSUE}s`);

describe('process notes: the tree names features, not work items', () => {
  it.each([
    '// see {item} 24',
    '/* {item} 35: layers */',
    "describe('quick order ({items} 16 and 20)'",
    '# Company accounts ({item} #24, beyond the spec)',
  ])('finds %p', (line) => {
    expect(PROCESS_NOTE.test(cite(line))).toBe(true);
  });

  it.each([
    '// the buyer’s issues with the cart are shown in the toast',
    "it('a GitHub issue template is not a work item'",
    'const issueCount = 3;',
    '$& {item}\n\u0000 24', // a line break between the word and the number is not one citation
  ])('leaves %p alone', (line) => {
    expect(PROCESS_NOTE.test(cite(line).split('\n')[0]!)).toBe(false);
  });

  it('the repository has no line citing a work item', () => {
    expect(processNotes(path.resolve(__dirname, '../..'))).toEqual([]);
  });
});
