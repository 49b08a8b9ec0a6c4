/** Types of production-server.mjs for TypeScript scripts. */
export function startProductionServer(port: number | string): Promise<{ origin: string; stop: () => void }>;
