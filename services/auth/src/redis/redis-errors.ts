import { AppError, genericMessages } from '@sitesage/errors';

/** Redis being away is the caller's 503, not a 500: throttles and revocation cannot be skipped. */
export async function unlessRedisDown<T>(operation: Promise<T>): Promise<T> {
  try {
    return await operation;
  } catch (error) {
    throw new AppError('UNAVAILABLE', genericMessages.UNAVAILABLE ?? 'Service unavailable', { cause: error });
  }
}
