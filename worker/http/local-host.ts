/** Hostnames that only reach a developer's own machine: localhost, *.localhost and 127.0.0.1. */
export function isLocalHostname(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return name === 'localhost' || name.endsWith('.localhost') || name === '127.0.0.1' || name === '[::1]';
}

/** The hostname (no port) of a request URL. */
export function requestHostname(url: string): string {
  return new URL(url).hostname;
}
