import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { Owner } from '@sitesage/contracts';
import { AppError } from '@sitesage/errors';
import type { ServiceClients } from '../clients.js';
import { contractRoutes, type ContractRoutes } from '../http/contract.js';
import { assertOwnsProject } from '../routes/project-access.js';
import { authenticateOwner } from './authenticate.js';

/** The signed-in owner, as the auth service vouched for it. */
export type SignedInOwner = Required<Owner>;

/** Where each request of a group names the agent its owner must own (after schema validation). */
export type OwnedProjectParam = { in: 'params' | 'query' | 'body'; name: string };

export type OwnerRouteGroup = {
  clients: Pick<ServiceClients, 'auth' | 'projects'>;
  /**
   * Set when the group's routes name an agent the owner must own: the projects service is asked
   * before the handler runs, and another owner's agent is its 'Project not found' 404. Routes that
   * name a training set or an agent by an id the owning service scopes to the owner itself leave
   * it out.
   */
  ownedProject?: OwnedProjectParam;
  /**
   * Visitors may call the group's routes too: a request without an Authorization header passes
   * untouched (the handler serves it as a visitor's, `ownerIfSignedIn` is undefined); one with a
   * header must be a valid owner's, and own the named agent.
   */
  visitorsToo?: boolean;
};

const owners = new WeakMap<FastifyRequest, SignedInOwner>();

/**
 * Registers a group of owner routes: `routes` declares them on a scope whose preHandler hook
 * authenticates the owner and checks ownership of the named agent before any handler runs, so no
 * route of the group can be reached without them. The hook runs after schema validation, as the
 * hand-written checks did: a malformed request is still a 400 naming its field.
 */
export function ownerRoutes(
  app: FastifyInstance,
  group: OwnerRouteGroup,
  routes: (scope: ContractRoutes) => void | Promise<void>,
): PromiseLike<unknown> {
  return app.register(async (scope) => {
    scope.addHook('preHandler', ownerHook(group));
    await routes(contractRoutes(scope));
  });
}

/** The owner the group's hook authenticated; only routes declared through `ownerRoutes` have one. */
export function ownerOf(request: FastifyRequest): SignedInOwner {
  const owner = owners.get(request);
  if (!owner)
    throw new AppError('INTERNAL', `${request.routeOptions.url ?? request.url} is not an owner route`);
  return owner;
}

/** In a `visitorsToo` group: the owner when the request carried a token, undefined for a visitor. */
export function ownerIfSignedIn(request: FastifyRequest): SignedInOwner | undefined {
  return owners.get(request);
}

// The hooks are named (by their keys): the gateway's route test finds them on every owner route.
function ownerHook({
  clients,
  ownedProject,
  visitorsToo = false,
}: OwnerRouteGroup): preHandlerAsyncHookHandler {
  const check = async (request: FastifyRequest) => {
    const owner = await authenticateOwner(request, clients);
    if (ownedProject) await assertOwnsProject(request, clients, owner, projectNamedBy(request, ownedProject));
    owners.set(request, owner);
  };
  const hooks = {
    requireOwner: (request: FastifyRequest) => check(request),
    requireProjectOwner: (request: FastifyRequest) => check(request),
    identifyProjectOwner: async (request: FastifyRequest) => {
      if (request.headers.authorization !== undefined) await check(request);
    },
  };
  if (visitorsToo) return hooks.identifyProjectOwner;
  return ownedProject ? hooks.requireProjectOwner : hooks.requireOwner;
}

function projectNamedBy(request: FastifyRequest, where: OwnedProjectParam): string {
  const value = (request[where.in] as Record<string, unknown> | undefined)?.[where.name];
  // The route's schema requires it; this guards a group declared against the wrong parameter.
  if (typeof value !== 'string') throw AppError.invalid(where.name, `${where.name} is required`);
  return value;
}
