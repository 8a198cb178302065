// Structural checks of the deployment manifests. No Docker engine or cluster runs here, so these
// tests are what stands between a typo in docker-compose.yml or k8s/ and a deployment that does
// not start. Variables are checked against each service's configShape (src/config.ts), never
// against a list kept here, so a new variable is checked the day it is added.
//
// Each check collects every problem it finds and reports them together, in words meant for the
// person who has to fix the manifest.
import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Server, ServerCredentials } from '@grpc/grpc-js';
import { defaultGrpcPorts } from '@sitesage/config';
import { healthProto, type HealthHandlers } from '@sitesage/contracts';
import { livenessService } from '@sitesage/grpc';
import {
  accepts,
  composeContainerPort,
  containerEnvironment,
  containersOf,
  defaultOf,
  grpcServices,
  isPinnedImage,
  isRequired,
  listFiles,
  loadCompose,
  loadKustomization,
  loadKustomizeBase,
  longRunningProcesses,
  ownsSchema,
  readRepoFile,
  repoRoot,
  selects,
  services,
  shapeFile,
  variablesOf,
  withComposeDefaults,
  type Deployment,
  type Service,
} from './manifests.model.js';

const run = promisify(execFile);

/** The BullMQ list KEDA wakes workers on: prefix 'bull', queue 'ingestion.crawl-discover', list 'wait'. */
const CRAWL_WAIT_LIST = 'bull:ingestion.crawl-discover:wait';
/** Marks a placeholder an operator must replace. */
const PLACEHOLDER = 'CHANGE-ME';

/** `<SERVICE>_GRPC_URL`: how the gateway names the address of a gRPC service. */
const grpcUrlVariable = (service: string): string => `${service.toUpperCase()}_GRPC_URL`;

describe('the services behind the manifests', () => {
  it('has a configuration shape for every folder under services/', () => {
    const folders = readdirSync(join(repoRoot, 'services')).filter((name) =>
      existsSync(join(repoRoot, 'services', name, 'src', 'config.ts')),
    );
    expect(
      folders.filter((folder) => !services.includes(folder as Service)),
      'a service exists that the manifest checks do not know: import its configShape in infra/test/manifests.model.ts, then add it to docker-compose.yml and k8s/base',
    ).toEqual([]);
  });
});

describe('docker-compose.yml', () => {
  const compose = loadCompose();
  const all = [...compose.values()];
  const app = all.filter((service) => service.process !== undefined);

  it.each(longRunningProcesses)('runs $name', ({ name, service, script }) => {
    const entry = compose.get(name);
    expect(entry, `docker-compose.yml has no service '${name}'`).toBeDefined();
    expect(
      entry?.process,
      `compose service '${name}' must run \`node services/${service}/dist/${script}.js\``,
    ).toMatchObject({ service, script });
  });

  it('pins every image to a version', () => {
    const problems = all.flatMap((service) => {
      const image = withComposeDefaults(service.image ?? '');
      if (!service.image) return [`compose service '${service.name}' names no image`];
      return isPinnedImage(image)
        ? []
        : [`compose service '${service.name}' uses image '${image}': name a version tag, not latest or none`];
    });
    expect(problems).toEqual([]);
  });

  it('sets on each process only variables its service reads', () => {
    const problems = app.flatMap((service) => {
      const { service: owner } = service.process!;
      const known = variablesOf(owner);
      return [
        ...(service.env_file === undefined
          ? []
          : [
              `compose service '${service.name}' uses env_file; list its variables under environment instead, so they can be checked`,
            ]),
        ...[...service.env.keys()]
          .filter((name) => !known.has(name))
          .map(
            (name) =>
              `compose service '${service.name}' sets ${name}, which ${shapeFile(owner)} does not read (a typo, or a variable of another service?)`,
          ),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('provides every variable without a default, secrets from the environment with ${NAME:?…}', () => {
    const problems = app.flatMap((service) => {
      const { service: owner } = service.process!;
      return [...variablesOf(owner).values()].flatMap((variable) => {
        const value = service.env.get(variable.name);
        if (isRequired(variable) && (value === undefined || value === null || value === '')) {
          return [
            `compose service '${service.name}' needs ${variable.name} (it has no default) but does not set it`,
          ];
        }
        const required = new RegExp(`^\\$\\{${variable.name}:\\?[^}]+\\}$`);
        if (variable.secret && isRequired(variable) && typeof value === 'string' && !required.test(value)) {
          return [
            `compose service '${service.name}' must take the secret ${variable.name} from the environment as \${${variable.name}:?set ${variable.name}}, so compose stops when it is missing and the value is never written in the file`,
          ];
        }
        return [];
      });
    });
    expect(problems).toEqual([]);
  });

  it('binds each gRPC service on 0.0.0.0 and its default port, and health-checks it over gRPC', () => {
    const problems = grpcServices.flatMap((name) => {
      const service = compose.get(name);
      if (!service) return [];
      const port = String(defaultGrpcPorts[name]);
      const test = [service.healthcheck?.test ?? []].flat().join(' ');
      return [
        ...(service.env.get('GRPC_HOST') === '0.0.0.0'
          ? []
          : [
              `compose service '${name}' must set GRPC_HOST: 0.0.0.0, or it listens on 127.0.0.1 inside its container and nothing can reach it`,
            ]),
        ...(service.env.get('GRPC_PORT') === port
          ? []
          : [
              `compose service '${name}' must set GRPC_PORT: '${port}' (the port in libs/config defaultGrpcPorts), found ${service.env.get('GRPC_PORT') ?? 'nothing'}`,
            ]),
        ...(test.includes('infra/docker/grpc-health-check.mjs')
          ? []
          : [`compose service '${name}' needs a healthcheck running infra/docker/grpc-health-check.mjs`]),
      ];
    });
    expect(problems).toEqual([]);
    expect(existsSync(join(repoRoot, 'infra/docker/grpc-health-check.mjs'))).toBe(true);
  });

  it('points the gateway at every gRPC service by its compose name and default port, and publishes its port', () => {
    const gateway = compose.get('gateway');
    const known = variablesOf('gateway');
    const problems = grpcServices.flatMap((name) => {
      const variable = grpcUrlVariable(name);
      if (!known.has(variable)) return [];
      const expected = `${name}:${defaultGrpcPorts[name]}`;
      const value = gateway?.env.get(variable);
      return value === expected
        ? []
        : [
            `compose gateway must set ${variable}: ${expected} (compose service name and port), found ${value ?? 'nothing'}`,
          ];
    });
    const portVariable = known.get('PORT')!;
    const port = Number(gateway?.env.get('PORT') ?? defaultOf(portVariable));
    if (gateway?.env.get('HOST') !== '0.0.0.0') {
      problems.push(
        'compose gateway must set HOST: 0.0.0.0, or it listens on 127.0.0.1 inside its container',
      );
    }
    if (!(gateway?.ports ?? []).some((entry) => composeContainerPort(entry) === port)) {
      problems.push(`compose gateway listens on ${port} but does not publish it under ports`);
    }
    expect(problems).toEqual([]);
  });

  it('migrates the schema of a service before the service starts', () => {
    const problems = services.filter(ownsSchema).flatMap((owner) => {
      const migrations = all.filter((s) => s.process?.service === owner && s.process.script === 'migrate');
      const migrate = migrations[0];
      if (!migrate) {
        return [
          `${owner} owns a database schema (it reads DATABASE_URL) but no compose service runs node services/${owner}/dist/migrate.js`,
        ];
      }
      return [
        ...(migrate.restart === 'no'
          ? []
          : [
              `compose service '${migrate.name}' runs once: set restart: 'no', or it migrates again and again`,
            ]),
        ...(compose.get(owner)?.dependsOn.get(migrate.name) === 'service_completed_successfully'
          ? []
          : [
              `compose service '${owner}' must wait for '${migrate.name}' with condition: service_completed_successfully`,
            ]),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('connects DATABASE_URL and REDIS_URL to the postgres and redis services and waits until they are healthy', () => {
    const backing = { DATABASE_URL: 'pgvector/pgvector:', REDIS_URL: 'redis:7' } as const;
    const problems = app.flatMap((service) =>
      Object.entries(backing).flatMap(([variable, imagePrefix]) => {
        const value = service.env.get(variable);
        if (value === undefined || value === null) return [];
        const host = URL.canParse(withComposeDefaults(value))
          ? new URL(withComposeDefaults(value)).hostname
          : '';
        const target = compose.get(host);
        if (!target?.image?.startsWith(imagePrefix)) {
          return [
            `compose service '${service.name}': ${variable} must point at a compose service running ${imagePrefix}…, found host '${host}'`,
          ];
        }
        return service.dependsOn.get(host) === 'service_healthy'
          ? []
          : [
              `compose service '${service.name}' uses ${host} but does not wait for it (depends_on ${host}: condition: service_healthy)`,
            ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('runs redis with AOF and noeviction, and postgres with pgvector, both health-checked', () => {
    const redis = all.find((s) => s.image?.startsWith('redis:'));
    const postgres = all.find((s) => s.image?.startsWith('pgvector/pgvector:'));
    const redisCommand = [redis?.command ?? []].flat().join(' ');
    expect(redisCommand, 'redis must run with --appendonly yes, so queued jobs survive a restart').toMatch(
      /--appendonly yes/,
    );
    expect(redisCommand, 'redis must run with --maxmemory-policy noeviction, which BullMQ requires').toMatch(
      /--maxmemory-policy noeviction/,
    );
    expect([redis?.healthcheck?.test].flat().join(' '), 'redis needs a redis-cli ping healthcheck').toMatch(
      /redis-cli/,
    );
    expect([postgres?.healthcheck?.test].flat().join(' '), 'postgres needs a pg_isready healthcheck').toMatch(
      /pg_isready/,
    );
  });

  it('restarts the long-running processes and starts services in a checked order', () => {
    const problems = all.flatMap((service) => [
      ...(service.process?.script === 'migrate' ||
      service.restart === 'unless-stopped' ||
      service.restart === 'always'
        ? []
        : [
            `compose service '${service.name}' should set restart: unless-stopped, or it stays down after a crash or reboot`,
          ]),
      ...[...service.dependsOn]
        .filter(([dependency]) => !compose.has(dependency))
        .map(
          ([dependency]) =>
            `compose service '${service.name}' depends on '${dependency}', which does not exist`,
        ),
      ...[...service.dependsOn]
        .filter(([, condition]) => condition === 'service_started')
        .map(
          ([dependency]) =>
            `compose service '${service.name}' depends on '${dependency}' without a condition; use service_healthy (or service_completed_successfully for a one-shot)`,
        ),
    ]);
    expect(problems).toEqual([]);
  });
});

describe('k8s/base', () => {
  const base = loadKustomizeBase('k8s/base');
  const containers = containersOf(base);
  const deployment = (name: string): Deployment | undefined =>
    base.deployments.find((d) => d.metadata.name === name);
  const mainContainer = (name: string) => deployment(name)?.spec.template.spec.containers[0];
  const autoscaled = new Set([
    ...base.hpas.map((hpa) => hpa.spec.scaleTargetRef.name),
    ...base.scaledObjects.map((scaled) => scaled.spec.scaleTargetRef.name),
  ]);

  it('lists in kustomization.yaml exactly the files of k8s/base, in namespace sitesage', () => {
    const present = listFiles(join(repoRoot, base.dir));
    expect(
      present.filter((file) => !base.listedFiles.has(file)),
      'files in k8s/base that kustomization.yaml does not list (they would never be applied)',
    ).toEqual([]);
    expect(
      [...base.listedFiles].filter((file) => !present.includes(file)),
      'files kustomization.yaml lists that do not exist in k8s/base (kustomize build would fail)',
    ).toEqual([]);
    expect(base.kustomization.namespace, 'kustomization.yaml should set namespace: sitesage').toBe(
      'sitesage',
    );
  });

  it.each(longRunningProcesses)('has a Deployment for $name', ({ name, service, script }) => {
    const found = deployment(name);
    expect(found, `k8s/base has no Deployment named '${name}'`).toBeDefined();
    expect(
      containers.find((c) => c.deployment === found && !c.init)?.process,
      `the Deployment '${name}' must run \`node services/${service}/dist/${script}.js\` as its first container's command`,
    ).toMatchObject({ service, script });
  });

  it('pins every image to a version', () => {
    const problems = containers
      .filter(({ container }) => !isPinnedImage(container.image))
      .map(
        ({ deployment: d, container }) =>
          `${d.file}: container '${container.name}' uses image '${container.image}': name a version tag, not latest or none`,
      );
    expect(problems).toEqual([]);
  });

  it('gives each container only variables its service reads, and secrets only from Secrets', () => {
    const problems = containers.flatMap(({ deployment: d, container, process }) => {
      if (!process) {
        return [
          `${d.file}: container '${container.name}' does not run node services/<service>/dist/<main|migrate|worker>.js, so its variables cannot be checked`,
        ];
      }
      const known = variablesOf(process.service);
      const { env, problems: missing } = containerEnvironment(base, container);
      return [
        ...missing.map((problem) => `${d.file}: ${problem}`),
        ...(d.spec.template.spec.enableServiceLinks === false
          ? []
          : [
              `${d.file}: set enableServiceLinks: false on '${d.metadata.name}', or Kubernetes adds variables such as AUTH_PORT=tcp://… that the service never asked for`,
            ]),
        ...[...env.values()].flatMap((entry) => {
          const variable = known.get(entry.name);
          if (!variable) {
            return [
              `${d.file}: container '${container.name}' gets ${entry.name} from ${entry.from}, but ${shapeFile(process.service)} does not read it (a typo, or a variable of another service?)`,
            ];
          }
          return variable.secret && !entry.fromSecret
            ? [
                `${d.file}: ${entry.name} is a secret, but container '${container.name}' gets it from ${entry.from}; move it to a Secret`,
              ]
            : [];
        }),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('uses every ConfigMap and Secret it defines, and each key belongs to a service that reads it', () => {
    const used = new Map<string, Set<Service>>();
    for (const { container, process } of containers) {
      const refs = [
        ...container.envFrom.map((from) => from.configMapRef && `ConfigMap/${from.configMapRef.name}`),
        ...container.envFrom.map((from) => from.secretRef && `Secret/${from.secretRef.name}`),
        ...container.env.map(
          (e) => e.valueFrom?.configMapKeyRef && `ConfigMap/${e.valueFrom.configMapKeyRef.name}`,
        ),
        ...container.env.map((e) => e.valueFrom?.secretKeyRef && `Secret/${e.valueFrom.secretKeyRef.name}`),
      ].filter((ref) => ref !== undefined);
      for (const ref of refs)
        used.set(ref, new Set([...(used.get(ref) ?? []), ...(process ? [process.service] : [])]));
    }
    const kedaKeys = new Map<string, Set<string>>();
    for (const auth of base.triggerAuthentications) {
      for (const ref of auth.spec.secretTargetRef) {
        kedaKeys.set(ref.name, new Set([...(kedaKeys.get(ref.name) ?? []), ref.key]));
      }
    }
    const problems = [...base.configMaps.values(), ...base.secrets.values()].flatMap((source) => {
      const readers = used.get(`${source.kind}/${source.name}`);
      const keda = source.kind === 'Secret' ? kedaKeys.get(source.name) : undefined;
      if (keda) {
        return [...source.data.keys()]
          .filter((key) => !keda.has(key))
          .map(
            (key) =>
              `${source.file}: ${key} is not read by the KEDA TriggerAuthentication that uses ${source.kind} '${source.name}'`,
          );
      }
      if (!readers)
        return [`${source.file}: ${source.kind} '${source.name}' is defined but no container reads it`];
      return [...source.data.keys()]
        .filter((key) => ![...readers].some((service) => variablesOf(service).has(key)))
        .map(
          (key) =>
            `${source.file}: ${key} is read by none of ${[...readers].join(', ')} (check src/config.ts of each)`,
        );
    });
    expect(problems).toEqual([]);
  });

  it('provides every variable without a default, and its Secrets hold only placeholders that fail on purpose', () => {
    const problems = containers.flatMap(({ deployment: d, container, process }) => {
      if (!process) return [];
      const { env } = containerEnvironment(base, container);
      return [...variablesOf(process.service).values()].flatMap((variable) => {
        const entry = env.get(variable.name);
        if (!entry) {
          return isRequired(variable)
            ? [
                `${d.file}: container '${container.name}' needs ${variable.name} (it has no default) but gets it from nowhere; add it to the service's ${variable.secret ? 'Secret' : 'ConfigMap'}`,
              ]
            : [];
        }
        if (!entry.fromSecret || entry.value === undefined) return [];
        const placeholder =
          entry.value.includes(PLACEHOLDER) && !accepts(variable, entry.value)
            ? true
            : entry.value === '' && !isRequired(variable);
        return placeholder
          ? []
          : [
              `${entry.from}: ${variable.name} must be a placeholder ${process.service} rejects (such as ${PLACEHOLDER}), or empty if it is optional; real secrets belong in an overlay's git-ignored secrets/ file, and a forgotten placeholder must stop the service rather than run with a value published in git`,
            ];
      });
    });
    expect([...new Set(problems)]).toEqual([]);
  });

  it.each(grpcServices)(
    'serves %s over gRPC on its default port, with gRPC readiness and liveness probes',
    (name) => {
      const port = defaultGrpcPorts[name];
      const container = mainContainer(name);
      const found = deployment(name);
      const problems: string[] = [];
      if (!container || !found) {
        problems.push(`k8s/base has no Deployment '${name}'`);
      } else {
        const { env } = containerEnvironment(base, container);
        if (env.get('GRPC_HOST')?.value !== '0.0.0.0') {
          problems.push(
            `${name} must get GRPC_HOST=0.0.0.0 (in its ConfigMap), or it listens on 127.0.0.1 and probes and Services cannot reach it`,
          );
        }
        const configured = env.get('GRPC_PORT')?.value;
        if (configured !== undefined && Number(configured) !== port) {
          problems.push(
            `${name} gets GRPC_PORT=${configured}, but its port is ${port} (libs/config defaultGrpcPorts)`,
          );
        }
        if (!container.ports.some((p) => p.name === 'grpc' && p.containerPort === port)) {
          problems.push(`${name} must declare containerPort ${port} named grpc`);
        }
        for (const probe of ['readinessProbe', 'livenessProbe'] as const) {
          if (container[probe]?.grpc?.port !== port) {
            problems.push(
              `${name} needs a ${probe} with grpc: { port: ${port} } (the grpc.health.v1 service), found ${JSON.stringify(container[probe] ?? 'none')}`,
            );
          }
        }
        // Readiness asks the overall status, which follows the database; liveness must not, or a
        // database outage would restart every pod instead of waiting for it.
        if ((container.readinessProbe?.grpc?.service ?? '') !== '') {
          problems.push(`${name}'s readinessProbe must ask the overall status (no grpc service name)`);
        }
        if (container.livenessProbe?.grpc?.service !== livenessService) {
          problems.push(`${name}'s livenessProbe must ask grpc service '${livenessService}'`);
        }
        const service = base.services.find((s) => s.metadata.name === name);
        const podLabels = found.spec.template.metadata.labels;
        if (!service || !selects(service.spec.selector, podLabels)) {
          problems.push(
            `${name} needs a Service named '${name}' selecting its pods (the gateway calls ${name}:${port})`,
          );
        } else if (
          !service.spec.ports.some(
            (p) =>
              p.port === port &&
              (p.targetPort === undefined || p.targetPort === port || p.targetPort === 'grpc'),
          )
        ) {
          problems.push(`the Service '${name}' must expose port ${port} to the container's grpc port`);
        }
      }
      expect(problems).toEqual([]);
    },
  );

  it('points the gateway at the gRPC services and probes its health endpoint', () => {
    const container = mainContainer('gateway');
    expect(container, 'k8s/base has no gateway Deployment').toBeDefined();
    if (!container) return;
    const { env } = containerEnvironment(base, container);
    const known = variablesOf('gateway');
    const problems = grpcServices.flatMap((name) => {
      const variable = grpcUrlVariable(name);
      const expected = `${name}:${defaultGrpcPorts[name]}`;
      return known.has(variable) && env.get(variable)?.value !== expected
        ? [
            `the gateway must get ${variable}=${expected} (Service name and port), found ${env.get(variable)?.value ?? 'nothing'}`,
          ]
        : [];
    });
    const port = Number(env.get('PORT')?.value ?? defaultOf(known.get('PORT')!));
    const http = container.ports.find((p) => p.containerPort === port);
    const isHttpPort = (ref: string | number | undefined) =>
      ref === port || (http?.name !== undefined && ref === http.name);
    if (env.get('HOST')?.value !== '0.0.0.0')
      problems.push('the gateway must get HOST=0.0.0.0, or it listens on 127.0.0.1 only');
    if (!http) problems.push(`the gateway listens on ${port} but declares no containerPort ${port}`);
    const readiness = container.readinessProbe?.httpGet;
    if (readiness?.path !== '/api/v1/health' || !isHttpPort(readiness.port)) {
      problems.push(`the gateway needs readinessProbe httpGet /api/v1/health on port ${port}`);
    }
    if (!isHttpPort(container.livenessProbe?.tcpSocket?.port)) {
      problems.push(
        `the gateway needs a tcpSocket livenessProbe on port ${port} (an HTTP one would restart it whenever a service is down)`,
      );
    }
    if (
      !base.services.some(
        (s) => s.metadata.name === 'gateway' && s.spec.ports.some((p) => isHttpPort(p.targetPort ?? p.port)),
      )
    ) {
      problems.push(`the gateway needs a Service named 'gateway' targeting port ${port}`);
    }
    expect(problems).toEqual([]);
  });

  it('runs the migrations of a schema-owning service in an initContainer with the same configuration', () => {
    const problems = services.filter(ownsSchema).flatMap((owner) => {
      const found = deployment(owner);
      const pod = found?.spec.template.spec;
      const init = pod?.initContainers.find(
        (c) => containers.find((e) => e.container === c)?.process?.script === 'migrate',
      );
      if (!pod || !init) {
        return [
          `${owner} owns a database schema (it reads DATABASE_URL) but its Deployment has no initContainer running node services/${owner}/dist/migrate.js`,
        ];
      }
      return JSON.stringify(init.envFrom) === JSON.stringify(pod.containers[0]?.envFrom)
        ? []
        : [
            `the migrate initContainer of ${owner} must read the same ConfigMap and Secret (envFrom) as ${owner} itself`,
          ];
    });
    expect(problems).toEqual([]);
  });

  it('autoscales the gateway and chat with an HPA, and leaves the replica count to autoscalers', () => {
    const problems = (['gateway', 'chat'] as const).flatMap((name) => {
      const hpa = base.hpas.find(
        (h) => h.spec.scaleTargetRef.kind === 'Deployment' && h.spec.scaleTargetRef.name === name,
      );
      if (!hpa)
        return [`${name} needs a HorizontalPodAutoscaler (autoscaling/v2) targeting Deployment ${name}`];
      return [
        ...(hpa.apiVersion === 'autoscaling/v2'
          ? []
          : [`the HPA of ${name} must use apiVersion autoscaling/v2`]),
        ...(hpa.spec.minReplicas >= 2
          ? []
          : [
              `the HPA of ${name} should keep minReplicas ≥ 2, so a node drain or a crash does not take ${name} offline`,
            ]),
        ...(hpa.spec.maxReplicas > hpa.spec.minReplicas
          ? []
          : [`the HPA of ${name} has no room to scale (maxReplicas ≤ minReplicas)`]),
      ];
    });
    for (const d of base.deployments) {
      if (autoscaled.has(d.metadata.name) && d.spec.replicas !== undefined) {
        problems.push(
          `${d.file}: '${d.metadata.name}' is scaled by an autoscaler; remove spec.replicas, or every kubectl apply resets the count`,
        );
      }
    }
    expect(problems).toEqual([]);
  });

  it('has a PodDisruptionBudget for every Deployment behind a Service, and no Service for the worker', () => {
    const problems = base.deployments.flatMap((d) => {
      const labels = d.spec.template.metadata.labels;
      const served = base.services.some((s) => selects(s.spec.selector, labels));
      if (d.metadata.name === 'ingestion-worker') {
        return served ? ['ingestion-worker has no port; no Service should select its pods'] : [];
      }
      if (!served) return [`${d.file}: no Service selects the pods of '${d.metadata.name}'`];
      const pdb = base.pdbs.find((p) => selects(p.spec.selector.matchLabels, labels));
      if (!pdb)
        return [
          `${d.file}: '${d.metadata.name}' needs a PodDisruptionBudget, or a node drain may stop all its pods at once`,
        ];
      const replicas =
        d.spec.replicas ??
        base.hpas.find((h) => h.spec.scaleTargetRef.name === d.metadata.name)?.spec.minReplicas ??
        1;
      return typeof pdb.spec.minAvailable === 'number' && pdb.spec.minAvailable >= replicas
        ? [
            `the PodDisruptionBudget of '${d.metadata.name}' allows no disruption at ${replicas} replicas, so node drains hang; use maxUnavailable: 1`,
          ]
        : [];
    });
    expect(problems).toEqual([]);
  });

  it('runs every container as non-root on a read-only filesystem, without privileges, with resources', () => {
    const problems = containers.flatMap(({ deployment: d, container }) => {
      const pod = d.spec.template.spec;
      const security = container.securityContext;
      const where = `${d.file}: container '${container.name}'`;
      const tmp = container.volumeMounts.find((m) => m.mountPath === '/tmp');
      const runAsUser = security.runAsUser ?? pod.securityContext.runAsUser;
      return [
        ...((security.runAsNonRoot ?? pod.securityContext.runAsNonRoot) === true
          ? []
          : [`${where} must run with runAsNonRoot: true`]),
        ...(runAsUser !== undefined && runAsUser > 0
          ? []
          : [
              `${where} needs a numeric runAsUser (1000, the image's user node): Kubernetes cannot verify runAsNonRoot for a user given by name`,
            ]),
        ...(security.allowPrivilegeEscalation === false
          ? []
          : [`${where} must set allowPrivilegeEscalation: false`]),
        ...(security.capabilities?.drop?.includes('ALL') ? [] : [`${where} must drop ALL capabilities`]),
        ...(security.readOnlyRootFilesystem === true
          ? []
          : [`${where} should set readOnlyRootFilesystem: true`]),
        ...(tmp && pod.volumes.some((v) => v.name === tmp.name && v.emptyDir !== undefined)
          ? []
          : [
              `${where} needs an emptyDir mounted at /tmp, the only writable place on a read-only filesystem`,
            ]),
        ...(['cpu', 'memory'] as const)
          .filter((resource) => container.resources.requests?.[resource] === undefined)
          .map(
            (resource) =>
              `${where} needs resources.requests.${resource}, or the scheduler and the autoscaler cannot plan for it`,
          ),
        ...(container.resources.limits?.memory === undefined
          ? [`${where} needs resources.limits.memory`]
          : []),
      ];
    });
    expect(problems).toEqual([]);
  });

  it(`scales the ingestion worker with KEDA on ${CRAWL_WAIT_LIST}`, () => {
    const scaled = base.scaledObjects.find((s) => s.spec.scaleTargetRef.name === 'ingestion-worker');
    expect(
      scaled,
      'k8s/base needs a KEDA ScaledObject targeting the ingestion-worker Deployment',
    ).toBeDefined();
    const trigger = scaled?.spec.triggers.find(
      (t) => t.type === 'redis' && t.metadata.listName === CRAWL_WAIT_LIST,
    );
    expect(trigger, `the ScaledObject needs a redis trigger on the list ${CRAWL_WAIT_LIST}`).toBeDefined();
    const problems = (scaled?.spec.triggers ?? []).flatMap((t) => {
      const auth = base.triggerAuthentications.find((a) => a.metadata.name === t.authenticationRef?.name);
      if (!auth)
        return [
          `the ${t.type} trigger on ${t.metadata.listName ?? '?'} needs an authenticationRef to a TriggerAuthentication in k8s/base`,
        ];
      return auth.spec.secretTargetRef
        .filter((ref) => !base.secrets.get(ref.name)?.data.has(ref.key))
        .map(
          (ref) =>
            `TriggerAuthentication '${auth.metadata.name}' reads key ${ref.key} of Secret '${ref.name}', which k8s/base does not define`,
        );
    });
    expect(problems).toEqual([]);
  });
});

describe('k8s/overlays/production', () => {
  const dir = 'k8s/overlays/production';
  const overlay = loadKustomization(dir);
  const base = loadKustomizeBase('k8s/base');
  const baseSecrets = new Set(base.kustomization.secretGenerator.map((g) => g.name));
  const autoscaled = new Set([
    ...base.hpas.map((hpa) => hpa.spec.scaleTargetRef.name),
    ...base.scaledObjects.map((scaled) => scaled.spec.scaleTargetRef.name),
  ]);

  it('builds on the base with a pinned image and sets replicas only where no autoscaler does', () => {
    const problems = [
      ...(overlay.resources.includes('../../base') ? [] : [`${dir} must include ../../base in resources`]),
      ...(overlay.images.some(
        (image) => image.name === 'sitesage' && image.newTag && image.newTag !== 'latest',
      )
        ? []
        : [`${dir} must set images: name sitesage with a newTag other than latest`]),
      ...overlay.replicas.flatMap(({ name }) => {
        if (!base.deployments.some((d) => d.metadata.name === name))
          return [`${dir} sets replicas of '${name}', which is no Deployment of the base`];
        return autoscaled.has(name)
          ? [
              `${dir} sets replicas of '${name}', which an autoscaler scales; change its HPA or ScaledObject instead`,
            ]
          : [];
      }),
    ];
    expect(problems).toEqual([]);
  });

  it('replaces the placeholder Secrets from git-ignored files', async () => {
    const problems: string[] = [];
    for (const generator of overlay.secretGenerator) {
      if (!baseSecrets.has(generator.name))
        problems.push(`${dir} generates Secret '${generator.name}', which the base does not have`);
      if (generator.behavior !== 'replace' && generator.behavior !== 'merge') {
        problems.push(
          `${dir}: Secret '${generator.name}' needs behavior: replace, or kustomize reports a duplicate`,
        );
      }
      for (const file of generator.envs) {
        const ignored = await run('git', ['check-ignore', '-q', posix.join(dir, file)], {
          cwd: repoRoot,
        }).then(
          () => true,
          () => false,
        );
        if (!ignored) problems.push(`${posix.join(dir, file)} holds real secrets but git does not ignore it`);
      }
    }
    const replaced = new Set(overlay.secretGenerator.map((g) => g.name));
    for (const name of baseSecrets) {
      if (!replaced.has(name))
        problems.push(`${dir} leaves the placeholder Secret '${name}' of the base in place`);
    }
    expect(problems).toEqual([]);
  });
});

describe('infra/docker', () => {
  const dockerfile = readRepoFile('infra/docker/Dockerfile');
  const dockerignore = readRepoFile('infra/docker/Dockerfile.dockerignore');

  it('builds from a pinned node:20 image, runs as the non-root user node, and is what compose builds', () => {
    const args = new Map(
      [...dockerfile.matchAll(/^ARG (\w+)=(\S+)$/gm)].map(([, name, value]) => [name ?? '', value ?? '']),
    );
    const stages = [...dockerfile.matchAll(/^FROM (\S+)(?: AS (\S+))?$/gim)].map(([, image, stage]) => ({
      image: (image ?? '').replace(/^\$\{(\w+)\}$/, (_whole, name: string) => args.get(name) ?? ''),
      stage,
    }));
    const stageNames = new Set(stages.map((s) => s.stage));
    const external = stages.filter((s) => !stageNames.has(s.image)).map((s) => s.image);
    expect(external.length, 'the Dockerfile has no FROM line').toBeGreaterThan(0);
    for (const image of external) {
      expect(image, 'the Dockerfile must build on node:20 with a pinned tag').toMatch(
        /^node:20[\w.-]*(@sha256:[0-9a-f]{64})?$/,
      );
    }
    const users = [...dockerfile.matchAll(/^USER (\S+)$/gm)].map(([, user]) => user);
    expect(users.at(-1), 'the final image must switch to USER node, not run as root').toBe('node');
    expect(dockerfile, 'the image must contain the gRPC health check compose runs').toMatch(
      /infra\/docker\/grpc-health-check\.mjs/,
    );

    const compose = loadCompose();
    for (const service of compose.values()) {
      if (service.build) {
        expect(
          service.build.dockerfile,
          `compose service '${service.name}' must build infra/docker/Dockerfile`,
        ).toBe('infra/docker/Dockerfile');
        expect(
          service.build.context,
          `compose service '${service.name}' must build with the repository root as context`,
        ).toBe('.');
      }
    }
  });

  it('keeps dependencies, build output, local data and .env files out of the build context', () => {
    const patterns = dockerignore.split('\n').map((line) => line.trim());
    for (const pattern of ['**/node_modules', '**/dist', '.data', '.env', '**/.env', 'k8s']) {
      expect(patterns, `Dockerfile.dockerignore must exclude ${pattern}`).toContain(pattern);
    }
  });

  describe('grpc-health-check.mjs', () => {
    const script = join(repoRoot, 'infra/docker/grpc-health-check.mjs');
    const server = new Server();
    let status: 'SERVING' | 'NOT_SERVING' = 'SERVING';
    let port = 0;

    beforeAll(async () => {
      const handlers: HealthHandlers = {
        Check: (_call, callback) => {
          callback(null, { status });
        },
        Watch: (call) => {
          call.end();
        },
      };
      server.addService(healthProto().grpc.health.v1.Health.service, handlers);
      port = await new Promise<number>((resolve, reject) => {
        server.bindAsync('127.0.0.1:0', ServerCredentials.createInsecure(), (error, bound) => {
          if (error) reject(error);
          else resolve(bound);
        });
      });
    });
    afterAll(() => {
      server.forceShutdown();
    });

    const check = (args: string[], env: Record<string, string> = {}) =>
      run(process.execPath, [script, ...args], { env: { PATH: process.env.PATH ?? '', ...env } }).then(
        () => ({ healthy: true, stderr: '' }),
        (error: unknown) => ({ healthy: false, stderr: String((error as { stderr?: unknown }).stderr) }),
      );

    it('is healthy when the service answers SERVING, on GRPC_PORT by default', async () => {
      status = 'SERVING';
      expect(await check([`127.0.0.1:${port}`])).toEqual({ healthy: true, stderr: '' });
      expect(await check([], { GRPC_PORT: String(port) })).toEqual({ healthy: true, stderr: '' });
    });

    it('is unhealthy, and says why, when the service is not serving or not there', async () => {
      status = 'NOT_SERVING';
      const notServing = await check([`127.0.0.1:${port}`]);
      expect(notServing.healthy).toBe(false);
      expect(notServing.stderr).toContain('NOT_SERVING');
      expect((await check(['127.0.0.1:1'])).healthy).toBe(false);
      const noTarget = await check([]);
      expect(noTarget.healthy).toBe(false);
      expect(noTarget.stderr).toContain('GRPC_PORT');
    });
  });
});
