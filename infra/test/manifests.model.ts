// Reads the deployment manifests (docker-compose.yml, k8s/) and the services' configuration shapes
// into plain typed values, so that manifests.spec.ts reads like the rules it enforces. Only the
// fields the rules look at are modelled; everything else in a manifest passes through untouched.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse, parseAllDocuments } from 'yaml';
import { z } from 'zod';
import {
  defaultGrpcPorts,
  listVariables,
  type ConfigShape,
  type ServiceName,
  type Variable,
} from '@sitesage/config';
import { configShape as authShape } from '@sitesage/auth/config';
import { configShape as billingShape } from '@sitesage/billing/config';
import { configShape as chatShape } from '@sitesage/chat/config';
import { configShape as gatewayShape } from '@sitesage/gateway/config';
import { configShape as ingestionShape } from '@sitesage/ingestion/config';
import { configShape as integrationsShape } from '@sitesage/integrations/config';
import { configShape as projectsShape } from '@sitesage/projects/config';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const readRepoFile = (path: string): string => readFileSync(join(repoRoot, path), 'utf8');

// ---------------------------------------------------------------------------------------------
// Services, processes and the variables they read
// ---------------------------------------------------------------------------------------------

/** Every deployable service (a folder under services/) and the configuration shape it reads. */
export const serviceShapes = {
  gateway: gatewayShape,
  auth: authShape,
  projects: projectsShape,
  chat: chatShape,
  ingestion: ingestionShape,
  billing: billingShape,
  integrations: integrationsShape,
} satisfies Record<'gateway' | ServiceName, ConfigShape>;

export type Service = keyof typeof serviceShapes;
export const services = Object.keys(serviceShapes) as Service[];
export const grpcServices = Object.keys(defaultGrpcPorts) as ServiceName[];
export const isService = (name: string): name is Service => Object.hasOwn(serviceShapes, name);

/** What a container runs: `node services/<service>/dist/<script>.js`. */
export type Script = 'main' | 'migrate' | 'worker';
export type Process = { readonly name: string; readonly service: Service; readonly script: Script };

/** The long-running processes, each a compose service and a Deployment of the same name. */
export const longRunningProcesses: readonly Process[] = [
  { name: 'gateway', service: 'gateway', script: 'main' },
  ...grpcServices.map((service): Process => ({ name: service, service, script: 'main' })),
  { name: 'ingestion-worker', service: 'ingestion', script: 'worker' },
];

/** The process a command starts, or undefined when it is not `node services/<svc>/dist/<script>.js`. */
export function processOfCommand(command: string | readonly string[] | undefined): Process | undefined {
  const words = typeof command === 'string' ? command.trim().split(/\s+/) : command;
  if (words?.length !== 2 || words[0] !== 'node') return undefined;
  const match = /^services\/([\w-]+)\/dist\/(main|migrate|worker)\.js$/.exec(words[1] ?? '');
  const [, service, script] = match ?? [];
  if (!service || !isService(service)) return undefined;
  const name = script === 'main' ? service : script === 'worker' ? `${service}-worker` : `${service}-migrate`;
  return { name, service, script: script as Script };
}

export const shapeFile = (service: Service): string => `services/${service}/src/config.ts`;

/** The variables a service reads, by name. */
export function variablesOf(service: Service): Map<string, Variable> {
  return new Map(listVariables(serviceShapes[service]).map((variable) => [variable.name, variable]));
}

/** A variable without a default: its process refuses to start when it is unset. */
export const isRequired = (variable: Variable): boolean => !variable.schema.safeParse(undefined).success;

/** Whether the service would start with this value (an empty value counts as unset, as in loadConfig). */
export const accepts = (variable: Variable, value: string): boolean =>
  variable.schema.safeParse(value === '' ? undefined : value).success;

/** The value a service uses when the variable is unset. */
export const defaultOf = (variable: Variable): unknown => variable.schema.safeParse(undefined).data;

/** Whether the service owns a database schema, and so runs migrations before it starts. */
export const ownsSchema = (service: Service): boolean => variablesOf(service).has('DATABASE_URL');

// ---------------------------------------------------------------------------------------------
// Small readers
// ---------------------------------------------------------------------------------------------

function parseWith<T>(schema: z.ZodType<T>, value: unknown, where: string): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const problems = result.error.issues.map(
    (issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`,
  );
  throw new Error(`${where} does not have the expected structure:\n  ${problems.join('\n  ')}`);
}

/** KEY=VALUE lines as kustomize reads an `envs` file: # comments, blank lines, values taken literally. */
export function parseEnvFile(text: string, where: string): Map<string, string> {
  const entries = new Map<string, string>();
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) continue;
    const at = line.indexOf('=');
    if (at <= 0) throw new Error(`${where}:${index + 1}: expected KEY=VALUE, found '${line}'`);
    entries.set(line.slice(0, at).trim(), line.slice(at + 1));
  }
  return entries;
}

/** Every file under a folder, as paths relative to it with forward slashes. */
export function listFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (!statSync(path).isDirectory()) return [name];
    return listFiles(path).map((inner) => posix.join(name, inner));
  });
}

/** `image:tag` or `image@sha256:…` with a tag other than latest. */
export function isPinnedImage(image: string): boolean {
  if (/@sha256:[0-9a-f]{64}$/.test(image)) return true;
  const lastSegment = image.slice(image.lastIndexOf('/') + 1);
  const at = lastSegment.indexOf(':');
  return at > 0 && lastSegment.slice(at + 1) !== '' && lastSegment.slice(at + 1) !== 'latest';
}

// ---------------------------------------------------------------------------------------------
// docker-compose.yml
// ---------------------------------------------------------------------------------------------

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);
const composeServiceSchema = z.object({
  image: z.string().optional(),
  build: z.object({ context: z.string(), dockerfile: z.string().optional() }).optional(),
  command: z.union([z.string(), z.array(z.string())]).optional(),
  environment: z.union([z.record(z.string(), scalar), z.array(z.string())]).optional(),
  env_file: z.unknown().optional(),
  depends_on: z
    .union([z.array(z.string()), z.record(z.string(), z.object({ condition: z.string().optional() }))])
    .optional(),
  healthcheck: z
    .object({ test: z.union([z.string(), z.array(z.string())]).optional(), disable: z.boolean().optional() })
    .optional(),
  restart: z.string().optional(),
  ports: z.array(z.union([z.string(), z.number(), z.object({ target: z.number() })])).optional(),
});
const composeFileSchema = z.object({ services: z.record(z.string(), composeServiceSchema) });

export type ComposeService = z.infer<typeof composeServiceSchema> & {
  readonly name: string;
  /** The environment as written (values may hold ${…} interpolations); null = passed from the host. */
  readonly env: Map<string, string | null>;
  /** depends_on as service → condition ('service_started' where none is written). */
  readonly dependsOn: Map<string, string>;
  readonly process: Process | undefined;
};

export function loadCompose(path = 'docker-compose.yml'): Map<string, ComposeService> {
  const document = parse(readRepoFile(path), { merge: true }) as unknown;
  const file = parseWith(composeFileSchema, document, path);
  return new Map(
    Object.entries(file.services).map(([name, service]) => {
      const env = new Map<string, string | null>(
        Array.isArray(service.environment)
          ? service.environment.map((entry) => {
              const at = entry.indexOf('=');
              return at < 0 ? [entry, null] : [entry.slice(0, at), entry.slice(at + 1)];
            })
          : Object.entries(service.environment ?? {}).map(([key, value]) => [
              key,
              value === null ? null : String(value),
            ]),
      );
      const dependsOn = new Map(
        Array.isArray(service.depends_on)
          ? service.depends_on.map((dependency) => [dependency, 'service_started'])
          : Object.entries(service.depends_on ?? {}).map(([dependency, options]) => [
              dependency,
              options.condition ?? 'service_started',
            ]),
      );
      return [name, { ...service, name, env, dependsOn, process: processOfCommand(service.command) }];
    }),
  );
}

/**
 * A compose value as it would be with nothing set in the environment: `${X:-default}` becomes
 * `default`, a required `${X:?message}` becomes `REQUIRED`, and a plain `${X}` becomes empty.
 */
export function withComposeDefaults(value: string): string {
  return value.replace(
    /\$\{(\w+)(?::?([-?])([^}]*))?\}/g,
    (_whole, _name, operator: string | undefined, argument) =>
      operator === '-' ? String(argument) : operator === '?' ? 'REQUIRED' : '',
  );
}

/** The container port of a compose `ports` entry ('8080:8080', '127.0.0.1:80:8080/tcp', {target}). */
export function composeContainerPort(entry: string | number | { target: number }): number {
  if (typeof entry === 'object') return entry.target;
  const last = String(entry).split(':').at(-1) ?? '';
  return Number(last.split('/')[0]);
}

// ---------------------------------------------------------------------------------------------
// Kubernetes (kustomize)
// ---------------------------------------------------------------------------------------------

const labelsSchema = z.record(z.string(), z.string());
const metadataSchema = z.object({ name: z.string(), labels: labelsSchema.optional() });
const nameRef = z.object({ name: z.string() });
const portRef = z.union([z.number(), z.string()]);
const probeSchema = z.object({
  grpc: z.object({ port: z.number(), service: z.string().optional() }).optional(),
  httpGet: z.object({ path: z.string(), port: portRef }).optional(),
  tcpSocket: z.object({ port: portRef }).optional(),
  exec: z.object({ command: z.array(z.string()) }).optional(),
});
const quantities = z.record(z.string(), z.union([z.string(), z.number()]));
const containerSchema = z.object({
  name: z.string(),
  image: z.string(),
  command: z.array(z.string()).optional(),
  args: z.array(z.string()).optional(),
  ports: z.array(z.object({ name: z.string().optional(), containerPort: z.number() })).default([]),
  env: z
    .array(
      z.object({
        name: z.string(),
        value: z.string().optional(),
        valueFrom: z
          .object({
            configMapKeyRef: z.object({ name: z.string(), key: z.string() }).optional(),
            secretKeyRef: z.object({ name: z.string(), key: z.string() }).optional(),
          })
          .optional(),
      }),
    )
    .default([]),
  envFrom: z
    .array(
      z.object({
        prefix: z.string().optional(),
        configMapRef: nameRef.optional(),
        secretRef: nameRef.optional(),
      }),
    )
    .default([]),
  startupProbe: probeSchema.optional(),
  readinessProbe: probeSchema.optional(),
  livenessProbe: probeSchema.optional(),
  resources: z.object({ requests: quantities.optional(), limits: quantities.optional() }).default({}),
  securityContext: z
    .object({
      runAsNonRoot: z.boolean().optional(),
      runAsUser: z.number().optional(),
      allowPrivilegeEscalation: z.boolean().optional(),
      readOnlyRootFilesystem: z.boolean().optional(),
      capabilities: z.object({ drop: z.array(z.string()).optional() }).optional(),
    })
    .default({}),
  volumeMounts: z.array(z.object({ name: z.string(), mountPath: z.string() })).default([]),
});
export type Container = z.infer<typeof containerSchema>;

const deploymentSchema = z.object({
  metadata: metadataSchema,
  spec: z.object({
    replicas: z.number().optional(),
    selector: z.object({ matchLabels: labelsSchema }),
    template: z.object({
      metadata: z.object({ labels: labelsSchema }),
      spec: z.object({
        enableServiceLinks: z.boolean().optional(),
        securityContext: z
          .object({ runAsNonRoot: z.boolean().optional(), runAsUser: z.number().optional() })
          .default({}),
        initContainers: z.array(containerSchema).default([]),
        containers: z.array(containerSchema).min(1),
        volumes: z.array(z.object({ name: z.string(), emptyDir: z.object({}).optional() })).default([]),
      }),
    }),
  }),
});
export type Deployment = z.infer<typeof deploymentSchema> & { readonly file: string };

const serviceSchema = z.object({
  metadata: metadataSchema,
  spec: z.object({
    selector: labelsSchema,
    ports: z.array(
      z.object({ name: z.string().optional(), port: z.number(), targetPort: portRef.optional() }),
    ),
  }),
});
const hpaSchema = z.object({
  apiVersion: z.string(),
  metadata: metadataSchema,
  spec: z.object({
    scaleTargetRef: z.object({ kind: z.string(), name: z.string() }),
    minReplicas: z.number().default(1),
    maxReplicas: z.number(),
  }),
});
const pdbSchema = z.object({
  metadata: metadataSchema,
  spec: z.object({
    selector: z.object({ matchLabels: labelsSchema }),
    minAvailable: portRef.optional(),
    maxUnavailable: portRef.optional(),
  }),
});
const scaledObjectSchema = z.object({
  metadata: metadataSchema,
  spec: z.object({
    scaleTargetRef: z.object({ name: z.string(), kind: z.string().optional() }),
    minReplicaCount: z.number().optional(),
    maxReplicaCount: z.number().optional(),
    triggers: z.array(
      z.object({
        type: z.string(),
        metadata: z.record(z.string(), z.string()),
        authenticationRef: nameRef.optional(),
      }),
    ),
  }),
});
const triggerAuthenticationSchema = z.object({
  metadata: metadataSchema,
  spec: z.object({
    secretTargetRef: z
      .array(z.object({ parameter: z.string(), name: z.string(), key: z.string() }))
      .default([]),
  }),
});
const plainDataSchema = z.object({
  metadata: metadataSchema,
  data: z.record(z.string(), z.string()).optional(),
  stringData: z.record(z.string(), z.string()).optional(),
});

const generatorSchema = z.object({
  name: z.string(),
  behavior: z.enum(['create', 'replace', 'merge']).optional(),
  envs: z.array(z.string()).default([]),
  files: z.array(z.string()).default([]),
  literals: z.array(z.string()).default([]),
  options: z.object({ disableNameSuffixHash: z.boolean().optional() }).optional(),
});
const kustomizationSchema = z.object({
  namespace: z.string().optional(),
  resources: z.array(z.string()).default([]),
  configMapGenerator: z.array(generatorSchema).default([]),
  secretGenerator: z.array(generatorSchema).default([]),
  images: z
    .array(z.object({ name: z.string(), newName: z.string().optional(), newTag: z.string().optional() }))
    .default([]),
  replicas: z.array(z.object({ name: z.string(), count: z.number() })).default([]),
});
export type Kustomization = z.infer<typeof kustomizationSchema>;

export function loadKustomization(dir: string): Kustomization {
  const path = posix.join(dir, 'kustomization.yaml');
  return parseWith(kustomizationSchema, parse(readRepoFile(path)) as unknown, path);
}

/** A ConfigMap or Secret of the base: its keys and values, and the file that holds them. */
export type DataSource = {
  readonly kind: 'ConfigMap' | 'Secret';
  readonly name: string;
  readonly file: string;
  readonly data: Map<string, string>;
};

export type KustomizeBase = {
  readonly dir: string;
  readonly kustomization: Kustomization;
  /** Files kustomization.yaml names (itself, resources, generator sources), relative to dir. */
  readonly listedFiles: Set<string>;
  readonly kinds: { readonly file: string; readonly kind: string; readonly name: string }[];
  readonly deployments: Deployment[];
  readonly services: z.infer<typeof serviceSchema>[];
  readonly hpas: z.infer<typeof hpaSchema>[];
  readonly pdbs: z.infer<typeof pdbSchema>[];
  readonly scaledObjects: z.infer<typeof scaledObjectSchema>[];
  readonly triggerAuthentications: z.infer<typeof triggerAuthenticationSchema>[];
  readonly configMaps: Map<string, DataSource>;
  readonly secrets: Map<string, DataSource>;
};

function generatedData(dir: string, generator: z.infer<typeof generatorSchema>): Map<string, string> {
  const data = new Map<string, string>();
  for (const file of generator.envs) {
    const path = posix.join(dir, file);
    for (const [key, value] of parseEnvFile(readRepoFile(path), path)) data.set(key, value);
  }
  for (const source of generator.files) {
    const [key, file] = source.includes('=') ? source.split('=', 2) : [posix.basename(source), source];
    data.set(key ?? source, readRepoFile(posix.join(dir, file ?? source)));
  }
  for (const literal of generator.literals) {
    const at = literal.indexOf('=');
    data.set(literal.slice(0, at), literal.slice(at + 1));
  }
  return data;
}

export function loadKustomizeBase(dir = 'k8s/base'): KustomizeBase {
  const kustomization = loadKustomization(dir);
  const generators = [...kustomization.configMapGenerator, ...kustomization.secretGenerator];
  const generatorFiles = generators.flatMap((generator) => [
    ...generator.envs,
    ...generator.files.map((source) => (source.includes('=') ? (source.split('=', 2)[1] ?? source) : source)),
  ]);
  const listedFiles = new Set(['kustomization.yaml', ...kustomization.resources, ...generatorFiles]);

  const base: KustomizeBase = {
    dir,
    kustomization,
    listedFiles,
    kinds: [],
    deployments: [],
    services: [],
    hpas: [],
    pdbs: [],
    scaledObjects: [],
    triggerAuthentications: [],
    configMaps: new Map(),
    secrets: new Map(),
  };
  for (const resource of kustomization.resources) {
    const file = posix.join(dir, resource);
    for (const document of parseAllDocuments(readRepoFile(file))) {
      if (document.errors.length > 0) throw new Error(`${file}: ${document.errors.map(String).join('; ')}`);
      const object = document.toJS() as unknown;
      if (object === null) continue;
      const { kind, metadata } = parseWith(
        z.object({ kind: z.string(), metadata: metadataSchema }),
        object,
        file,
      );
      const where = `${file}: ${kind} ${metadata.name}`;
      base.kinds.push({ file, kind, name: metadata.name });
      if (kind === 'Deployment')
        base.deployments.push({ ...parseWith(deploymentSchema, object, where), file });
      if (kind === 'Service') base.services.push(parseWith(serviceSchema, object, where));
      if (kind === 'HorizontalPodAutoscaler') base.hpas.push(parseWith(hpaSchema, object, where));
      if (kind === 'PodDisruptionBudget') base.pdbs.push(parseWith(pdbSchema, object, where));
      if (kind === 'ScaledObject') base.scaledObjects.push(parseWith(scaledObjectSchema, object, where));
      if (kind === 'TriggerAuthentication') {
        base.triggerAuthentications.push(parseWith(triggerAuthenticationSchema, object, where));
      }
      if (kind === 'ConfigMap' || kind === 'Secret') {
        const plain = parseWith(plainDataSchema, object, where);
        const data = new Map(Object.entries(plain.stringData ?? {}));
        for (const [key, value] of Object.entries(plain.data ?? {})) {
          data.set(key, kind === 'Secret' ? Buffer.from(value, 'base64').toString('utf8') : value);
        }
        (kind === 'Secret' ? base.secrets : base.configMaps).set(metadata.name, {
          kind,
          name: metadata.name,
          file,
          data,
        });
      }
    }
  }
  for (const generator of kustomization.configMapGenerator) {
    const file = generator.envs[0]
      ? posix.join(dir, generator.envs[0])
      : posix.join(dir, 'kustomization.yaml');
    base.configMaps.set(generator.name, {
      kind: 'ConfigMap',
      name: generator.name,
      file,
      data: generatedData(dir, generator),
    });
  }
  for (const generator of kustomization.secretGenerator) {
    const file = generator.envs[0]
      ? posix.join(dir, generator.envs[0])
      : posix.join(dir, 'kustomization.yaml');
    base.secrets.set(generator.name, {
      kind: 'Secret',
      name: generator.name,
      file,
      data: generatedData(dir, generator),
    });
  }
  return base;
}

/** One variable a container gets, with its value where the manifests hold it, and where it comes from. */
export type EnvEntry = {
  readonly name: string;
  readonly value: string | undefined;
  readonly from: string;
  readonly fromSecret: boolean;
};

/**
 * The environment of a container as Kubernetes builds it: envFrom sources in order, then `env`,
 * which wins. References to a ConfigMap or Secret the base does not define are returned as problems.
 */
export function containerEnvironment(
  base: KustomizeBase,
  container: Container,
): { env: Map<string, EnvEntry>; problems: string[] } {
  const env = new Map<string, EnvEntry>();
  const problems: string[] = [];
  const lookup = (kind: 'ConfigMap' | 'Secret', name: string): DataSource | undefined => {
    const source = (kind === 'Secret' ? base.secrets : base.configMaps).get(name);
    if (!source)
      problems.push(`container '${container.name}' reads ${kind} '${name}', which k8s/base does not define`);
    return source;
  };
  for (const from of container.envFrom) {
    const kind = from.secretRef ? 'Secret' : 'ConfigMap';
    const ref = from.secretRef ?? from.configMapRef;
    if (!ref) continue;
    const source = lookup(kind, ref.name);
    for (const [key, value] of source?.data ?? []) {
      const name = `${from.prefix ?? ''}${key}`;
      env.set(name, {
        name,
        value,
        from: `${kind} '${ref.name}' (${source?.file ?? ''})`,
        fromSecret: kind === 'Secret',
      });
    }
  }
  for (const entry of container.env) {
    const secretRef = entry.valueFrom?.secretKeyRef;
    const configRef = entry.valueFrom?.configMapKeyRef;
    if (secretRef) {
      const value = lookup('Secret', secretRef.name)?.data.get(secretRef.key);
      env.set(entry.name, {
        name: entry.name,
        value,
        from: `Secret '${secretRef.name}' key ${secretRef.key}`,
        fromSecret: true,
      });
    } else if (configRef) {
      const value = lookup('ConfigMap', configRef.name)?.data.get(configRef.key);
      env.set(entry.name, {
        name: entry.name,
        value,
        from: `ConfigMap '${configRef.name}' key ${configRef.key}`,
        fromSecret: false,
      });
    } else {
      env.set(entry.name, {
        name: entry.name,
        value: entry.value ?? '',
        from: 'a literal value in the Deployment',
        fromSecret: false,
      });
    }
  }
  return { env, problems };
}

/** Every container of the base with the Deployment it belongs to and the process it runs. */
export function containersOf(base: KustomizeBase): {
  deployment: Deployment;
  container: Container;
  init: boolean;
  process: Process | undefined;
}[] {
  return base.deployments.flatMap((deployment) => {
    const pod = deployment.spec.template.spec;
    return [
      ...pod.initContainers.map((container) => ({ deployment, container, init: true })),
      ...pod.containers.map((container) => ({ deployment, container, init: false })),
    ].map((entry) => ({ ...entry, process: processOfCommand(entry.container.command) }));
  });
}

/** Whether every label of the selector is on the pods. */
export const selects = (selector: Record<string, string>, labels: Record<string, string>): boolean =>
  Object.entries(selector).every(([key, value]) => labels[key] === value);
