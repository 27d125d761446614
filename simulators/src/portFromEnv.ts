// Reads a port number from an environment variable, with a default when it is not set.

export function portFromEnv(name: string, fallback: number, env = process.env): number {
  const value = env[name]?.trim();
  if (!value) return fallback;
  const port = Number(value);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`${name} must be a port number from 0 to 65535, got "${value}"`);
  }
  return port;
}
