// GET /metrics (docs/operations.md): the Prometheus text format, for operators only (as the
// release health view: the operator token, or the BFF's own host); visitors get 404. In npm
// start's cluster each worker keeps its own figures and the primary adds them up
// (prom-client's AggregatorRegistry), so a scrape of any worker reads the whole site.
import cluster from 'node:cluster';
import type { FastifyPluginAsync } from 'fastify';
import { AggregatorRegistry } from 'prom-client';
import { askPrimary, inClusterWorker, type PrimaryHandlers } from '../cluster/ipc';
import { errorBody } from '../http/messages';
import { isOperator } from '../http/operator';
import { metricsRegistry } from './metrics';

export const METRICS_PATH = '/metrics';
const CLUSTER_METRICS = 'metrics.cluster';

let answeringPrimary = false;
/** In a cluster worker: answer the primary's AggregatorRegistry with this process's registry (once). */
function answerPrimaryAggregation(): void {
  if (answeringPrimary) return;
  answeringPrimary = true;
  AggregatorRegistry.setRegistries([metricsRegistry]);
  // Its constructor adds the worker's listener for the primary's request.
  new AggregatorRegistry();
}

/** In npm start's primary: the whole cluster's metrics, on a worker's ask. */
export function metricsHandlers(): PrimaryHandlers {
  const aggregator = new AggregatorRegistry();
  return { [CLUSTER_METRICS]: () => aggregator.clusterMetrics() };
}

const metricsRoutes: FastifyPluginAsync<{ operatorToken: string | null }> = async (app, { operatorToken }) => {
  const clustered = inClusterWorker() && cluster.isWorker;
  if (clustered) answerPrimaryAggregation();
  app.get(METRICS_PATH, async (req, reply) => {
    reply.header('cache-control', 'no-store');
    if (!isOperator(req, operatorToken)) return reply.code(404).send(errorBody('NOT_FOUND'));
    const text = clustered ? await askPrimary<string>(CLUSTER_METRICS, null, 6000) : await metricsRegistry.metrics();
    return reply.type(metricsRegistry.contentType).send(text);
  });
};

export default metricsRoutes;
