import { describe, expect, it } from 'vitest';
import { asUnavailable, isDatabaseUnavailable } from './database-outage.js';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

/** What PostgreSQL or node-postgres hands a service while the database is away. */
const outages: [string, Error][] = [
  ['57P01 admin_shutdown', withCode('terminating connection due to administrator command', '57P01')],
  [
    '57P02 crash_shutdown',
    withCode('terminating connection because of crash of another server process', '57P02'),
  ],
  ['57P03 cannot_connect_now (starting up)', withCode('the database system is starting up', '57P03')],
  ['57P03 cannot_connect_now (shutting down)', withCode('the database system is shutting down', '57P03')],
  ['08000 connection_exception', withCode('connection exception', '08000')],
  ['08003 connection_does_not_exist', withCode('connection does not exist', '08003')],
  ['08006 connection_failure', withCode('connection failure', '08006')],
  ['08001 sqlclient_unable_to_establish_sqlconnection', withCode('could not connect', '08001')],
  ['08004 sqlserver_rejected_establishment_of_sqlconnection', withCode('rejected', '08004')],
  ['08P01 protocol_violation', withCode('protocol violation', '08P01')],
  ['53300 too_many_connections', withCode('sorry, too many clients already', '53300')],
  ['ECONNREFUSED', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED')],
  ['ECONNRESET', withCode('read ECONNRESET', 'ECONNRESET')],
  ['ETIMEDOUT', withCode('connect ETIMEDOUT 10.0.0.5:5432', 'ETIMEDOUT')],
  ['EPIPE', withCode('write EPIPE', 'EPIPE')],
  ['EAI_AGAIN (DNS of the database host)', withCode('getaddrinfo EAI_AGAIN postgres', 'EAI_AGAIN')],
  ['EHOSTUNREACH', withCode('connect EHOSTUNREACH 10.0.0.5:5432', 'EHOSTUNREACH')],
  [
    'a refused dual-stack connect (AggregateError)',
    Object.assign(new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''), {
      code: 'ECONNREFUSED',
    }),
  ],
  ['a socket cut under a query', new Error('Connection terminated unexpectedly')],
  ['a connect that timed out', new Error('Connection terminated due to connection timeout')],
  ['a pool acquire timeout', new Error('timeout exceeded when trying to connect')],
  ['a client left broken', new Error('Client has encountered a connection error and is not queryable')],
];

/** Faults of the query or the data: retrying the same call cannot help, so never a 503. */
const faults: [string, unknown][] = [
  ['23505 unique_violation', withCode('duplicate key value violates unique constraint', '23505')],
  ['42601 syntax_error', withCode('syntax error at or near "selec"', '42601')],
  ['22021 character_not_in_repertoire', withCode('invalid byte sequence for encoding "UTF8": 0x00', '22021')],
  ['57014 query_canceled', withCode('canceling statement due to statement timeout', '57014')],
  ['57P04 database_dropped', withCode('database is being dropped', '57P04')],
  ['3D000 invalid_catalog_name', withCode('database "x" does not exist', '3D000')],
  ['a plain Error', new Error('something else')],
  ['a string that looks like a code', 'ECONNREFUSED'],
];

describe('database outages', () => {
  it.each(outages)('%s is an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each(faults)('%s is not an outage', (_name, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });

  it('become UNAVAILABLE with the generic message; other errors pass through', () => {
    const outage = withCode('terminating connection due to administrator command', '57P01');
    expect(asUnavailable(outage)).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'The service is temporarily unavailable. Please try again shortly.',
      cause: outage,
    });
    const other = withCode('syntax error', '42601');
    expect(asUnavailable(other)).toBe(other);
  });
});
