// What npm start's cluster primary answers its BFF workers (cluster/ipc.ts): the canary's one
// store of health counts and report limits, and the whole cluster's /metrics.
import { metricsHandlers } from '../metrics/plugin';
import { healthCountsHandlers } from '../releases/canary/primaryCounts';
import { answerWorkers as answer } from './ipc';

/** In the primary, before the workers start: returns the function that stops answering. */
export function answerWorkers(): () => void {
  return answer({ ...healthCountsHandlers(), ...metricsHandlers() });
}
