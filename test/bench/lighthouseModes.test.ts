/** @jest-environment node */
import { modesFromArgs } from '../../bench/lighthouseModes';

describe('modesFromArgs', () => {
  it.each([
    [['--quick'], ['simulate', 'devtools']],
    [[], ['simulate', 'devtools']],
    [['--mode=devtools'], ['devtools']],
    [['--quick', '--mode', 'simulate'], ['simulate']],
  ])('%j runs %j', (argv, modes) => {
    expect(modesFromArgs(argv)).toEqual(modes);
  });

  it.each([[['--mode=fast']], [['--mode']], [['--mode=']]])('%j is refused', (argv) => {
    expect(() => modesFromArgs(argv)).toThrow(/--mode takes simulate or devtools/);
  });
});
