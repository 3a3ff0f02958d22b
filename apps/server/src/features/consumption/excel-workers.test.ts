import { afterEach, describe, expect, it } from 'vitest';
import { readSheet } from 'read-excel-file/node';
import type { UsageWorkbookJob } from './excel';
import { createExcelWorkers, type ExcelWorkers } from './excel-workers';

const job = (value: number): UsageWorkbookJob => ({
  answerJson: JSON.stringify({
    data: [{ ts: '2025-01-31T22:00:00.000Z', v: value }],
    unit: 'kWh',
    maximumResolution: 'hour',
  }),
  point: {
    utility: 'electricity',
    unit: 'kWh',
    identifier: '6400100001',
    gsrn: '643006966000100011',
    street: 'Esimerkkitie 5',
    postalCode: '00100',
    city: 'Helsinki',
    finestMinutes: 60,
    coarsestMinutes: 60,
  },
  bucket: 'hour',
  forCompany: false,
  cost: false,
});

const consumptionOf = async (file: Buffer) => (await readSheet(file))[1]![1];

describe('createExcelWorkers', () => {
  let workers: ExcelWorkers;
  afterEach(() => workers.close());

  it('makes files in worker threads; a job waits while every worker is busy', async () => {
    workers = createExcelWorkers({ size: 1 });
    const files = await Promise.all([workers.run(job(1.5)), workers.run(job(2.5))]);
    expect(await Promise.all(files.map(consumptionOf))).toEqual([1.5, 2.5]);
  });

  it('starts a new worker once an idle one has ended, and refuses jobs after close', async () => {
    workers = createExcelWorkers({ size: 1, idleMs: 1 });
    expect(await consumptionOf(await workers.run(job(1)))).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await consumptionOf(await workers.run(job(2)))).toBe(2);
    await workers.close();
    await expect(workers.run(job(3))).rejects.toThrow('Excel workers are closed');
  });
});
