import { describe, expect, it } from 'vitest';
import { buildConfig } from '../test/factories';
import { fibreTemplates } from './fibre-advert';

describe('fibreTemplates', () => {
  const templates = {
    'fiber2.html': '<p>kaksi</p>',
    'fiber10.html': '<p>kymmenen</p>',
    'fiber0.html': '<p>perus</p>',
    'infoboksi.html': '<p>info</p>',
    'fiberx.html': '<p>ei</p>',
  };

  it('gives fiber0.html first, then the blocks of the available types in type order', () => {
    const config = buildConfig({ services: ['electricity', 'contractInfo', 'fibre'], templates });
    expect(fibreTemplates(config, ['10', '2'])).toEqual([
      '<p>perus</p>',
      '<p>kaksi</p>',
      '<p>kymmenen</p>',
    ]);
    expect(fibreTemplates(config, ['2'])).toEqual(['<p>perus</p>', '<p>kaksi</p>']);
    // No fibre at the user's addresses: only the general block.
    expect(fibreTemplates(config, [])).toEqual(['<p>perus</p>']);
  });

  it('gives nothing without fibre', () => {
    expect(fibreTemplates(buildConfig({ templates }), ['2'])).toEqual([]);
  });
});
