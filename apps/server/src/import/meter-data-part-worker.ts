import { parentPort, workerData } from 'node:worker_threads';
import { readPart, type FilePart } from './meter-data-parts';
import { DayBlockCollector } from './meter-data-rules';
import { blocksIn } from '../db/meter-days-store';
import { packBlocks, packedBuffers } from './packed-blocks';

// The second half of a meter-data file (meter-data-parts.ts), read in a worker thread.
const collector = new DayBlockCollector();
const read = await readPart(workerData as FilePart, collector);
const blocks = packBlocks(read.ok ? blocksIn(collector.blocks) : []);
parentPort!.postMessage({ ...read, blocks }, packedBuffers(blocks));
