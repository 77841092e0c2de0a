/**
 * The Live tab's data: the live snapshot (one read: the live ranking and the leaders at each checkpoint from the
 * contest's field in memory, the latest reads from the stored passings), with the cursor the browser's live stream
 * resumes from.
 */
import type { LiveSnapshot } from '@finishline/contract';
import { read, type Reads } from '../../../lib/services.server';
import { type LiveView, liveViewFromSnapshot } from './live-view';

export async function loadLiveView(
  reads: Reads,
  ref: { eventId: string; contestId: string },
): Promise<{ view: LiveView; snapshot: LiveSnapshot }> {
  const snapshot = await read(reads.liveSnapshot(ref));
  return { view: liveViewFromSnapshot(snapshot), snapshot };
}
