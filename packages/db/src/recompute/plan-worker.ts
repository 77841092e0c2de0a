/**
 * The recompute worker thread (plan-off-thread.ts starts it): plans each job it is sent (planResults, straight
 * through) and answers with the plan or the error. Nothing else: no database, no state between jobs.
 */
import { parentPort } from 'node:worker_threads';
import { type PlanJob, planResults, runToEnd, type WritePlan } from './plan-results.js';

export type PlanRequest = { id: number; job: PlanJob };
export type PlanAnswer =
  { id: number; plan: WritePlan } | { id: number; error: { name: string; message: string; stack?: string } };

const port = parentPort;
if (port !== null) {
  port.on('message', ({ id, job }: PlanRequest) => {
    let answer: PlanAnswer;
    try {
      answer = { id, plan: runToEnd(planResults(job)) };
    } catch (error) {
      const { name, message, stack } =
        error instanceof Error ? error : { name: 'Error', message: String(error), stack: undefined };
      answer = { id, error: { name, message, ...(stack === undefined ? {} : { stack }) } };
    }
    port.postMessage(answer);
  });
  port.postMessage('ready');
}
