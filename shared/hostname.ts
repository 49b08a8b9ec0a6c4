/**
 * Normalises a Host header value to the key of the tenant registry: lower case, no port,
 * no trailing dots, IPv6 literals without brackets. Returns null for anything that is not
 * a syntactically valid host name or IP literal.
 */
export function normaliseHostname(host: string | null | undefined): string | null {
  if (host == null) return null;
  let value = host.trim().toLowerCase();
  if (value === '' || value.length > 300) return null;

  if (value.startsWith('[')) {
    // IPv6 literal: "[::1]" or "[::1]:8787"
    const end = value.indexOf(']');
    if (end < 0) return null;
    const rest = value.slice(end + 1);
    if (rest !== '' && !/^:\d{1,5}$/.test(rest)) return null;
    const ip = value.slice(1, end);
    return /^[0-9a-f:.]+$/.test(ip) && ip.includes(':') ? ip : null;
  }

  const colons = value.split(':').length - 1;
  if (colons === 1) {
    const [name, port] = value.split(':') as [string, string];
    if (!/^\d{1,5}$/.test(port)) return null;
    value = name;
  } else if (colons > 1) {
    // A bare IPv6 literal without brackets (not valid in a Host header, but be lenient).
    return /^[0-9a-f:.]+$/.test(value) ? value : null;
  }

  value = value.replace(/\.+$/, '');
  if (value === '' || value.length > 253) return null;
  const labels = value.split('.');
  const validLabel = /^(?!-)[a-z0-9-]{1,63}(?<!-)$/;
  return labels.every((label) => validLabel.test(label)) ? value : null;
}
