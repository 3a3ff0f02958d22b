import { describe, expect, it } from 'vitest';
import { cardStatus } from './card-status';

const ok = (value: number) => ({ status: 'success', amount: { value, unit: 'kWh' } }) as const;

describe('cardStatus', () => {
  it('sums the points once all have answered', () => {
    expect(cardStatus([ok(1), ok(2)])).toEqual({
      kind: 'ready',
      total: { value: 3, unit: 'kWh' },
    });
  });

  it('is loading while any point is', () => {
    expect(cardStatus([ok(1), { status: 'pending' }])).toEqual({ kind: 'loading' });
    expect(cardStatus([{ status: 'error', failure: 'failed' }, { status: 'pending' }])).toEqual({
      kind: 'loading',
    });
  });

  it('fails when any point failed, telling a connection failure first', () => {
    expect(cardStatus([ok(1), { status: 'error', failure: 'failed' }])).toEqual({
      kind: 'error',
      failure: 'failed',
    });
    expect(
      cardStatus([
        { status: 'error', failure: 'failed' },
        { status: 'error', failure: 'network' },
      ]),
    ).toEqual({ kind: 'error', failure: 'network' });
  });
});
