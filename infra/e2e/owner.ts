import type { Page } from 'playwright-core';
import type { LocalStack } from '../src/index.js';

export type Owner = { userId: string; email: string; password: string; phone: string };

let counter = 0;

/** A verified owner made through the API (the sign-up screens have their own journey test). */
export async function registerOwner(stack: Pick<LocalStack, 'baseUrl' | 'outbox'>): Promise<Owner> {
  counter += 1;
  const stamp = `${String(Date.now()).slice(-7)}${counter}`;
  const owner = {
    email: `owner-${stamp}@example.test`,
    phone: `+9197${stamp.padStart(8, '0').slice(-8)}`,
    password: 'amber-lantern-harbour-7',
  };
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as Record<string, unknown>;
  };
  const registered = await post('auth/register', { full_name: 'Ravi Menon', ...owner });
  const { user_id } = registered;
  // E.g. auth's limit of 10 registrations an hour from one address, on a stack files share.
  if (typeof user_id !== 'string')
    throw new Error(`could not register the owner: ${JSON.stringify(registered)}`);
  const code = stack.outbox().findLast((message) => message.to === owner.phone)?.code;
  const verified = await post('auth/verify-otp', { user_id, otp: code });
  if (!verified.token_info) throw new Error(`could not verify the owner: ${JSON.stringify(verified)}`);
  return { ...owner, userId: user_id };
}

/** Signs in through the real sign-in screen. */
export async function signIn(page: Page, owner: Owner, then = '/admin'): Promise<void> {
  await page.goto(`/login?redirect=${encodeURIComponent(then)}`);
  await page.getByLabel('User ID').fill(owner.userId);
  await page.getByLabel('Password').fill(owner.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`**${then}`);
}

/** The owner's bearer token, from signing in through the API (not the screen). */
export async function signInToApi(
  stack: Pick<LocalStack, 'baseUrl'>,
  owner: Pick<Owner, 'userId' | 'password'>,
): Promise<string> {
  const response = await fetch(`${stack.baseUrl}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_id: owner.userId, password: owner.password }),
  });
  const body = (await response.json().catch(() => ({}))) as { token_info?: { token?: string } };
  const token = body.token_info?.token;
  if (token === undefined) throw new Error(`could not sign the owner in: ${JSON.stringify(body)}`);
  return token;
}

export type ApiAnswer = { status: number; json: Record<string, unknown> };
export type OwnerApi = (method: string, path: string, body?: unknown) => Promise<ApiAnswer>;

/** Calls the product's API as the owner whose bearer token this is. */
export function ownerApi(stack: Pick<LocalStack, 'baseUrl'>, token: string): OwnerApi {
  return async (method, path, body) => {
    const response = await fetch(`${stack.baseUrl}/api/v1/${path}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return {
      status: response.status,
      json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
    };
  };
}
