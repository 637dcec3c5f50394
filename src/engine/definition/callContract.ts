import committed from '../../../schemas/call-contract.gen.json';

/** One call of the services' contract: who may make it (its x-call-kind), whether it changes data, and the field names of its reply's row lists by dotted path. */
export interface ContractCall {
  kind: string;
  writes?: boolean;
  rows: Record<string, string[]>;
}

/** The services' calls by path. */
export type CallContract = Record<string, ContractCall>;

/** The committed contract (schemas/call-contract.gen.json, generated from the services' OpenAPI document by npm run generate:contract). */
export const callContract: CallContract = committed as CallContract;

/** Kinds of call a definition may name: report data and shared lookups (write and admin calls never; an action may write through a report call). */
export const READABLE_CALL_KINDS: readonly string[] = ['report', 'shared'];
