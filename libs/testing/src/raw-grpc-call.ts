import { Client, credentials, Metadata, type ServiceError } from '@grpc/grpc-js';

/**
 * Calls a unary method with hand-made protobuf bytes, so a test can send what no typed client
 * would (unknown field numbers, fields the contract does not have) and see what the service keeps.
 */
export function callWithRawBody<Res>(
  target: string,
  method: { path: string; responseDeserialize(bytes: Buffer): Res },
  body: Buffer,
): Promise<Res> {
  const client = new Client(target, credentials.createInsecure());
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      method.path,
      (request: Buffer) => request,
      (reply: Buffer) => method.responseDeserialize(reply),
      body,
      new Metadata(),
      (error: ServiceError | null, reply?: Res) => {
        client.close();
        if (error || !reply) reject(error ?? new Error('no reply'));
        else resolve(reply);
      },
    );
  });
}
