// The container image and the Kubernetes manifests, read as a cluster would: every kind
// the BFF needs is there, probes hit /health on the container's port, resources are set,
// selectors match, and the environment the pods get passes the BFF's own production
// configuration check (shell/server/src/config.ts).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';
import { BFF_NODE_FLAGS } from 'shell/node-flags';
import { loadConfig, metricNames } from 'shell/server';

interface Manifest {
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  [key: string]: unknown;
}

const dir = path.join(__dirname, 'k8s');
const manifests: Manifest[] = readdirSync(dir)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((f) =>
    parseAllDocuments(readFileSync(path.join(dir, f), 'utf8')).map((d) => {
      if (d.errors.length) throw new Error(`${f}: ${d.errors.map((e) => e.message).join('; ')}`);
      return d.toJS() as Manifest;
    }),
  );
const one = <T = Manifest>(kind: string, name?: string): T => {
  const found = manifests.filter((m) => m.kind === kind && (!name || m.metadata.name === name));
  if (found.length !== 1) throw new Error(`expected one ${kind}${name ? ` ${name}` : ''}, found ${found.length}`);
  return found[0] as T;
};

interface Probe {
  httpGet?: { path: string; port: string | number };
}
interface Container {
  name: string;
  ports?: Array<{ name: string; containerPort: number }>;
  envFrom?: Array<{ configMapRef?: { name: string }; secretRef?: { name: string } }>;
  resources?: { requests?: Record<string, string>; limits?: Record<string, string> };
  readinessProbe?: Probe;
  livenessProbe?: Probe;
  securityContext?: Record<string, unknown>;
}
interface Workload extends Manifest {
  spec: {
    selector: { matchLabels: Record<string, string> };
    template: { metadata: { labels: Record<string, string> }; spec: { containers: Container[]; securityContext?: Record<string, unknown> } };
  };
}

const deployment = one<Workload>('Deployment', 'myvalue-bff');
const bff = deployment.spec.template.spec.containers[0]!;
const podLabels = deployment.spec.template.metadata.labels;
const matches = (selector: Record<string, string>) => Object.entries(selector).every(([k, v]) => podLabels[k] === v);

describe('Kubernetes manifests', () => {
  it('has every kind the BFF needs, Redis included', () => {
    const kinds = manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort();
    expect(kinds).toEqual(
      expect.arrayContaining([
        'ConfigMap/myvalue-bff',
        'Secret/myvalue-bff',
        'Deployment/myvalue-bff',
        'Service/myvalue-bff',
        'HorizontalPodAutoscaler/myvalue-bff',
        'PodDisruptionBudget/myvalue-bff',
        'StatefulSet/myvalue-redis',
        'Service/myvalue-redis',
      ]),
    );
    const listed = (parseAllDocuments(readFileSync(path.join(dir, 'kustomization.yaml'), 'utf8'))[0]!.toJS() as { resources: string[] }).resources;
    expect(listed.sort()).toEqual(readdirSync(dir).filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml').sort());
  });

  it('probes readiness and liveness on /health at the container port', () => {
    const port = bff.ports?.find((p) => p.name === 'http');
    expect(port?.containerPort).toBe(Number(one<{ data: Record<string, string> } & Manifest>('ConfigMap', 'myvalue-bff').data.PORT));
    for (const probe of [bff.readinessProbe, bff.livenessProbe]) {
      expect(probe?.httpGet?.path).toBe('/health');
      expect(probe?.httpGet?.port).toBe('http');
    }
  });

  it('sets requests and limits for cpu and memory on every container', () => {
    for (const w of manifests.filter((m): m is Workload => m.kind === 'Deployment' || m.kind === 'StatefulSet')) {
      for (const c of w.spec.template.spec.containers) {
        expect({ name: c.name, requests: Object.keys(c.resources?.requests ?? {}).sort(), limits: Object.keys(c.resources?.limits ?? {}).sort() }).toEqual({
          name: c.name,
          requests: ['cpu', 'memory'],
          limits: ['cpu', 'memory'],
        });
      }
      expect(w.spec.template.spec.securityContext?.runAsNonRoot).toBe(true);
    }
  });

  it('points the Service, the autoscaler and the disruption budget at the BFF pods', () => {
    expect(matches(deployment.spec.selector.matchLabels)).toBe(true);
    const service = one<Manifest & { spec: { selector: Record<string, string>; ports: Array<{ targetPort: string }> } }>('Service', 'myvalue-bff');
    expect(matches(service.spec.selector)).toBe(true);
    expect(service.spec.ports.every((p) => bff.ports?.some((c) => c.name === p.targetPort))).toBe(true);
    const hpa = one<Manifest & { spec: { scaleTargetRef: { kind: string; name: string }; minReplicas: number; maxReplicas: number } }>('HorizontalPodAutoscaler');
    expect(hpa.spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'myvalue-bff' });
    expect(hpa.spec.minReplicas).toBeGreaterThanOrEqual(2);
    const pdb = one<Manifest & { spec: { minAvailable: number; selector: { matchLabels: Record<string, string> } } }>('PodDisruptionBudget');
    expect(matches(pdb.spec.selector.matchLabels)).toBe(true);
    expect(pdb.spec.minAvailable).toBeLessThan(hpa.spec.minReplicas);
  });

  it('gives the pods every variable the BFF requires in production, and they pass its check', () => {
    const env: Record<string, string> = {};
    for (const from of bff.envFrom ?? []) {
      if (from.configMapRef) Object.assign(env, one<Manifest & { data: Record<string, string> }>('ConfigMap', from.configMapRef.name).data);
      if (from.secretRef) Object.assign(env, one<Manifest & { stringData: Record<string, string> }>('Secret', from.secretRef.name).stringData);
    }
    const secret = one<Manifest & { stringData: Record<string, string> }>('Secret', 'myvalue-bff').stringData;
    expect(Object.keys(secret)).toEqual(expect.arrayContaining(['COOKIE_SECRET', 'API_URL', 'SSO_URL']));
    for (const name of ['NODE_ENV', 'PUBLIC_URL', 'COOKIE_SECRET', 'API_URL', 'SSO_URL', 'HOST', 'PORT', 'REGISTRY_STORE', 'REDIS_URL']) {
      expect({ name, set: Boolean(env[name]) }).toEqual({ name, set: true });
    }
    const config = loadConfig(env);
    expect(config).toMatchObject({ env: 'production', host: '0.0.0.0', port: 3000, registryStore: { kind: 'redis' } });
    expect(config.publicUrl).toMatch(/^https:\/\//);
    // The Redis URL names the Redis Service of these manifests.
    const redisService = one<Manifest & { spec: { ports: Array<{ port: number }> } }>('Service', 'myvalue-redis');
    expect(new URL(env.REDIS_URL!).host).toBe(`${redisService.metadata.name}:${redisService.spec.ports[0]!.port}`);
  });

  it('believes exactly the ingress in front about the client, so per-address limits count visitors, not the ingress', () => {
    const data = one<Manifest & { data: Record<string, string> }>('ConfigMap', 'myvalue-bff').data;
    const { trustProxy } = loadConfig({ ...data, COOKIE_SECRET: 'x'.repeat(32), API_URL: 'http://api', SSO_URL: 'http://sso', REDIS_URL: 'redis://r:6379' });
    expect(typeof trustProxy).toBe('function');
    const trusts = trustProxy as (address: string, hop: number) => boolean;
    // Hop 0 is the ingress pod that connected; what it appended to X-Forwarded-For is the
    // client. Anything a visitor wrote further left in the header is not believed.
    expect([trusts('10.0.0.5', 0), trusts('203.0.113.9', 1)]).toEqual([true, false]);
  });
});

describe('monitoring (issue 39): what Prometheus scrapes and on-call is paged for', () => {
  const monitoring = path.join(__dirname, 'monitoring');
  const docs = readdirSync(monitoring)
    .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
    .flatMap((f) => parseAllDocuments(readFileSync(path.join(monitoring, f), 'utf8')).map((d) => d.toJS() as Manifest));
  const dashboard = readFileSync(path.join(monitoring, 'dashboard.json'), 'utf8');
  const rules = readFileSync(path.join(monitoring, 'alerts.yaml'), 'utf8');

  it('scrapes /metrics on the BFF Service’s port with the operator token from the BFF’s own secret', () => {
    const monitor = docs.find((d) => d.kind === 'ServiceMonitor') as Manifest & {
      spec: { selector: { matchLabels: Record<string, string> }; endpoints: Array<{ port: string; path: string; authorization: { type: string; credentials: { name: string; key: string } } }> };
    };
    expect(matches(monitor.spec.selector.matchLabels)).toBe(true);
    const service = one<Manifest & { spec: { ports: Array<{ name: string }> } }>('Service', 'myvalue-bff');
    const [endpoint] = monitor.spec.endpoints;
    expect(service.spec.ports.map((p) => p.name)).toContain(endpoint!.port);
    expect(endpoint).toMatchObject({ path: '/metrics', authorization: { type: 'Bearer', credentials: { name: 'myvalue-bff', key: 'CANARY_OPERATOR_TOKEN' } } });
    const secret = one<Manifest & { stringData: Record<string, string> }>('Secret', 'myvalue-bff').stringData;
    expect(secret.CANARY_OPERATOR_TOKEN!.length).toBeGreaterThanOrEqual(32);
  });

  it('alerts on a canary failing above stable, an automatic abort, a failing version, an open breaker and 5xx', () => {
    const rule = docs.find((d) => d.kind === 'PrometheusRule') as Manifest & { spec: { groups: Array<{ rules: Array<{ alert: string; expr: string }> }> } };
    const alerts = rule.spec.groups.flatMap((g) => g.rules.map((r) => r.alert));
    expect(alerts).toEqual(expect.arrayContaining(['CanaryFailingAboveStable', 'CanaryAbortedAutomatically', 'RemoteFailuresHigh', 'UpstreamBreakerOpen', 'BffServerErrors']));
  });

  it('names only metrics the BFF exports, in the rules and in the dashboard (one row per remote)', () => {
    const exported = new Set(metricNames());
    const named = new Set([...`${rules}\n${dashboard}`.matchAll(/\b(mv_[a-z_]+?)(?:_bucket|_sum|_count)?\b(?=[{[\s)])/g)].map((m) => m[1]!));
    expect(named.size).toBeGreaterThan(8);
    for (const name of named) expect({ name, exported: exported.has(name) }).toEqual({ name, exported: true });
    const parsed = JSON.parse(dashboard) as { panels: Array<{ type: string; repeat?: string }>; templating: { list: Array<{ name: string; query?: string }> } };
    expect(parsed.panels.find((p) => p.type === 'row' && p.repeat === 'remote')).toBeDefined();
    expect(parsed.templating.list.find((v) => v.name === 'remote')?.query).toBe('catalog,events,account');
  });
});

describe('container image', () => {
  const dockerfile = readFileSync(path.join(__dirname, 'Dockerfile'), 'utf8');
  const stages = dockerfile.split(/^FROM /m).slice(1);

  it('is multi-stage and runs as a non-root user', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    const runtime = stages.at(-1)!;
    const user = /^USER\s+(\S+)/m.exec(runtime)?.[1];
    expect(user).toBeDefined();
    expect(['root', '0']).not.toContain(user);
  });

  it('starts the bundled server with the BFF’s Node flags and checks /health', () => {
    const runtime = stages.at(-1)!;
    const cmd = /^CMD (\[.*\])$/m.exec(runtime)?.[1];
    expect(cmd && JSON.parse(cmd)).toEqual(['node', ...BFF_NODE_FLAGS, 'shell/server/dist/main.cjs']);
    expect(runtime).toMatch(/HEALTHCHECK .*\/health/);
    expect(readFileSync(path.join(__dirname, 'bundleServer.mjs'), 'utf8')).toContain("'shell/server/dist/main.cjs'");
    expect(dockerfile).toContain('infra/deploy/bundleServer.mjs');
  });
});
