/**
 * Wraps a Kysely driver so that a failure caused by an unreachable database leaves it as a
 * `DatabaseUnavailableError` (the routes answer 503), while errors of the query itself pass
 * unchanged. Only errors raised inside the driver are classified, so an unreachable RPC or mail
 * server is never reported as the database.
 */
import type {
  CompiledQuery,
  DatabaseConnection,
  Driver,
  QueryCompiler,
  QueryResult,
  TransactionSettings,
} from 'kysely';
import { DatabaseUnavailableError, isDatabaseUnavailable } from './database-unavailable.js';

const reclassify = (error: unknown): unknown =>
  error instanceof DatabaseUnavailableError || !isDatabaseUnavailable(error)
    ? error
    : new DatabaseUnavailableError(error);

async function guard<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw reclassify(error);
  }
}

class GuardedConnection implements DatabaseConnection {
  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    return guard(() => this.inner.executeQuery<R>(compiled));
  }

  streamQuery<R>(
    compiled: CompiledQuery,
    chunkSize?: number,
  ): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery<R>(compiled, chunkSize);
  }
}

/** The driver's own connection object: its release goes through private members of it. */
const unwrap = (connection: DatabaseConnection) =>
  connection instanceof GuardedConnection ? connection.inner : connection;

export class GuardedDriver implements Driver {
  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return guard(() => this.inner.init());
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GuardedConnection(await guard(() => this.inner.acquireConnection()));
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return guard(() => this.inner.beginTransaction(unwrap(connection), settings));
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return guard(() => this.inner.commitTransaction(unwrap(connection)));
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return guard(() => this.inner.rollbackTransaction(unwrap(connection)));
  }

  async savepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await guard(async () => this.inner.savepoint?.(unwrap(connection), name, compile));
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await guard(async () => this.inner.rollbackToSavepoint?.(unwrap(connection), name, compile));
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler['compileQuery'],
  ): Promise<void> {
    await guard(async () => this.inner.releaseSavepoint?.(unwrap(connection), name, compile));
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.inner.releaseConnection(unwrap(connection));
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
