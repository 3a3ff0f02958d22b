import { describe, expect, it } from 'vitest';
import { buildConfig } from '../../test/factories';
import { dashboardProducts, pointsOf } from './metering-points';
import { buildContract, cottageElectricity, demoContracts, homeElectricity } from './test-fixtures';

describe('dashboardProducts', () => {
  it('shows electricity always, heat and water when enabled', () => {
    expect(dashboardProducts(buildConfig({ services: ['electricity', 'contractInfo'] }))).toEqual([
      { product: 'electricity', incoming: false },
    ]);
    expect(
      dashboardProducts(
        buildConfig({ services: ['electricity', 'contractInfo', 'water', 'districtheat'] }),
      ),
    ).toEqual([
      { product: 'electricity', incoming: false },
      { product: 'districtheat', incoming: false },
      { product: 'water', incoming: false },
    ]);
  });

  it('shows water as coming soon when it is an incoming service', () => {
    const config = buildConfig({
      services: ['electricity', 'contractInfo'],
      incomingServices: ['water'],
    });
    expect(dashboardProducts(config)).toContainEqual({ product: 'water', incoming: true });
  });
});

describe('pointsOf', () => {
  it('gives one entry per metering point with its earliest contract start', () => {
    const points = pointsOf(demoContracts(), 'electricity', 2026);
    expect(points.map((point) => [point.id, point.firstContractStart, point.address])).toEqual([
      [homeElectricity, '2014-03-01', 'Esimerkkitie 5'],
      [cottageElectricity, '2018-06-01', 'Mökkipolku 12'],
    ]);
  });

  it('leaves out points whose every contract ended before the year or starts after it', () => {
    const contracts = [
      buildContract({ meteringpointIdentifier: '1', contractEnd: '2025-12-31' }),
      buildContract({ meteringpointIdentifier: '2', contractEnd: '2026-01-01' }),
      buildContract({ meteringpointIdentifier: '3', contractStart: '2027-01-01' }),
      buildContract({ meteringpointIdentifier: '4', contractStart: '2026-12-31' }),
    ];
    expect(pointsOf(contracts, 'electricity', 2026).map((point) => point.id)).toEqual(['2', '4']);
  });

  it('keeps only the asked product', () => {
    expect(pointsOf(demoContracts(), 'water', 2026)).toHaveLength(1);
    expect(pointsOf(demoContracts(), 'districtheat', 2026)[0]?.unit).toBe('kWh');
  });
});
