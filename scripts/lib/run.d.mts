/** Types of run.mjs for TypeScript scripts. */
export const ROOT: string;
export const BIN: string;
export const STORE_HOSTS: readonly string[];
export function toolEnv(extra?: Record<string, string>): NodeJS.ProcessEnv;
export function run(command: string, args: readonly string[], options?: { env?: Record<string, string>; spawn?: import('node:child_process').SpawnOptions }): Promise<void>;
