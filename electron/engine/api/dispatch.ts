// Calls an operation by name (what arrives over IPC, HTTP or a worker port) on an object implementing the API.
import { isOperationName, type QuarryApi } from '../../../shared/api.ts';
import { quarryError } from '../errors.ts';

export function callOperation(api: QuarryApi, op: string, arg: unknown): Promise<unknown> {
  if (!isOperationName(op)) return Promise.reject(quarryError('BAD_ARGUMENT', `unknown operation ${op}`));
  const fn = api[op] as (a: unknown) => Promise<unknown>;
  return Promise.resolve().then(() => fn.call(api, arg));
}
