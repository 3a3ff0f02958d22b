import { periodContaining, periodToSearchParams } from '@energiaportaali/domain';
import { describe, expect, it } from 'vitest';
import { cameThroughHistory, detailEntry, type Arrival } from './detail-entry';

const year = periodContaining('year', new Date('2024-06-01T00:00:00Z'));
const full = new URLSearchParams(periodToSearchParams(year));

function without(name: string): URLSearchParams {
  const params = new URLSearchParams(full);
  params.delete(name);
  return params;
}

const link: Arrival = { navigationType: 'PUSH', locationKey: 'k1' };
const back: Arrival = { navigationType: 'POP', locationKey: 'k2' };
const typedAddress: Arrival = {
  navigationType: 'POP',
  locationKey: 'default',
  documentNavigation: 'navigate',
};
const backIntoDocument: Arrival = { ...typedAddress, documentNavigation: 'back_forward' };

describe('detail page entry (the back rule)', () => {
  it('shows a valid period however the page was reached', () => {
    for (const arrival of [link, back, typedAddress, backIntoDocument]) {
      expect(detailEntry(full, arrival)).toEqual({ show: 'period', period: year });
    }
  });

  it('goes to the front page on browser back when start, end, frame or level is missing', () => {
    for (const name of ['start', 'end', 'frame', 'level']) {
      expect(detailEntry(without(name), back)).toEqual({ show: 'front-page' });
      expect(detailEntry(without(name), backIntoDocument)).toEqual({ show: 'front-page' });
    }
    expect(detailEntry(new URLSearchParams(), back)).toEqual({ show: 'front-page' });
    expect(detailEntry(new URLSearchParams(), backIntoDocument)).toEqual({ show: 'front-page' });
  });

  it('fills in the route’s period when a link or a typed address brings no period', () => {
    expect(detailEntry(new URLSearchParams(), link)).toEqual({ show: 'initial-period' });
    expect(detailEntry(new URLSearchParams(), typedAddress)).toEqual({ show: 'initial-period' });
    expect(
      detailEntry(new URLSearchParams(), { navigationType: 'REPLACE', locationKey: 'k3' }),
    ).toEqual({ show: 'initial-period' });
  });

  it('tells a range over one year apart from a broken query', () => {
    const long = new URLSearchParams({
      start: '2023-01-01',
      end: '2024-06-01',
      frame: 'custom',
      level: 'day',
    });
    expect(detailEntry(long, link)).toEqual({ show: 'range-too-long' });
    expect(detailEntry(long, back)).toEqual({ show: 'range-too-long' });
    expect(detailEntry(without('level'), link)).toEqual({ show: 'front-page' });
    expect(detailEntry(new URLSearchParams({ frame: 'year' }), link)).toEqual({
      show: 'front-page',
    });
  });
});

describe('came through history', () => {
  it('is a POP of a known location, or a document the browser’s back or forward loaded', () => {
    expect(cameThroughHistory(back)).toBe(true);
    expect(cameThroughHistory(backIntoDocument)).toBe(true);
    expect(cameThroughHistory(typedAddress)).toBe(false);
    expect(cameThroughHistory({ navigationType: 'POP', locationKey: 'default' })).toBe(false);
    expect(cameThroughHistory(link)).toBe(false);
    expect(cameThroughHistory({ navigationType: 'REPLACE', locationKey: 'k' })).toBe(false);
  });
});
