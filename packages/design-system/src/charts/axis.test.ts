import { describe, expect, it } from 'vitest';
import { axisFraction, timeTicks, valueAxis } from './axis';

describe('valueAxis', () => {
  it('covers the values with round ticks, about `steps` of them', () => {
    expect(valueAxis(['11900.20', '10400.00', '9870.00', '12500.75'], { decimals: 2 })).toEqual({
      low: '9000.00',
      high: '13000.00',
      ticks: ['9000.00', '10000.00', '11000.00', '12000.00', '13000.00'],
    });
  });

  it('works in exact decimals: a rate moving in its fifth place gets ticks five places deep', () => {
    expect(valueAxis(['0.02449', '0.02452', '0.02450'], { decimals: 5, steps: 2 })).toEqual({
      low: '0.02449',
      high: '0.02452',
      ticks: ['0.02449', '0.02450', '0.02451', '0.02452'],
    });
  });

  it('never steps finer than one unit of the decimals shown (no two ticks print the same)', () => {
    const axis = valueAxis(['0.024501', '0.024502'], { decimals: 5, steps: 4 });
    expect(axis.ticks).toEqual(['0.02450', '0.02451']);
    expect(new Set(axis.ticks).size).toBe(axis.ticks.length);
  });

  it('puts a flat series between ticks; from zero, on the top tick', () => {
    expect(valueAxis(['5.00', '5'], { decimals: 2 }).ticks).toEqual([
      '2.00',
      '4.00',
      '6.00',
      '8.00',
    ]);
    expect(valueAxis(['2.05479', '2.05479'], { decimals: 5, fromZero: true })).toEqual({
      low: '0.00000',
      high: '2.50000',
      ticks: ['0.00000', '0.50000', '1.00000', '1.50000', '2.00000', '2.50000'],
    });
    expect(valueAxis(['0', '0'], { decimals: 1, fromZero: true }).ticks).toEqual([
      '0.0',
      '0.2',
      '0.4',
      '0.6',
      '0.8',
      '1.0',
    ]);
  });

  it('goes below zero for negative values', () => {
    expect(valueAxis(['500.00', '420.10', '-20.00', '120.00'], { decimals: 2 }).ticks).toEqual([
      '-200.00',
      '0.00',
      '200.00',
      '400.00',
      '600.00',
    ]);
  });
});

describe('axisFraction', () => {
  it('places a value between the ends (0 low, 1 high)', () => {
    const axis = { low: '0.00', high: '200.00', ticks: [] };
    expect(axisFraction(axis, '50.00')).toBe(0.25);
    expect(axisFraction(axis, '200.00')).toBe(1);
    expect(axisFraction({ low: '1.00', high: '1.00', ticks: [] }, '1.00')).toBe(0.5);
  });
});

describe('timeTicks', () => {
  it('labels the first, the last and evenly spaced points between', () => {
    expect(timeTicks(365)).toEqual([0, 91, 182, 273, 364]);
    expect(timeTicks(3)).toEqual([0, 1, 2]);
    expect(timeTicks(0)).toEqual([]);
    expect(timeTicks(6, 5)).toEqual([0, 1, 3, 4, 5]);
  });
});
