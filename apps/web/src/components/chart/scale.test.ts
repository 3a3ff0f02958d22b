import { describe, expect, it } from 'vitest';
import { barSlot, labelStep, linearScale, niceTicks } from './scale';

describe('niceTicks', () => {
  it('counts from zero in round steps past the largest value', () => {
    expect(niceTicks([760, 120])).toEqual([0, 200, 400, 600, 800]);
    expect(niceTicks([910])).toEqual([0, 250, 500, 750, 1000]);
    expect(niceTicks([6400])).toEqual([0, 2000, 4000, 6000, 8000]);
  });

  it('reaches below zero for negative values and keeps decimals clean', () => {
    expect(niceTicks([-3, 4.5])).toEqual([-4, -2, 0, 2, 4, 6]);
    expect(niceTicks([0.3])).toEqual([0, 0.1, 0.2, 0.3]);
  });

  it('gives an empty or all-zero chart the range 0…1', () => {
    expect(niceTicks([])).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks([0, 0])).toEqual([0, 0.25, 0.5, 0.75, 1]);
  });
});

describe('linearScale', () => {
  it('maps the domain onto the range, upside down for a value axis', () => {
    const y = linearScale([0, 800], [300, 20]);
    expect(y(0)).toBe(300);
    expect(y(800)).toBe(20);
    expect(y(400)).toBe(160);
  });

  it('maps a flat domain to the start of the range', () => {
    expect(linearScale([5, 5], [10, 20])(5)).toBe(10);
  });
});

describe('labelStep', () => {
  it('shows every label that fits, else every n-th', () => {
    expect(labelStep(['tammi', 'maalis'], 80, 8)).toBe(1);
    expect(labelStep(['tammi', 'maalis'], 25, 8)).toBe(3);
    expect(labelStep([], 0, 8)).toBe(1);
  });
});

describe('barSlot', () => {
  it('puts one bar in the middle 80 % and several side by side with a gap', () => {
    expect(barSlot(100, 1, 0)).toEqual({ offset: 10, width: 80 });
    expect(barSlot(100, 2, 0)).toEqual({ offset: 10, width: 39 });
    expect(barSlot(100, 2, 1)).toEqual({ offset: 51, width: 39 });
  });
});
