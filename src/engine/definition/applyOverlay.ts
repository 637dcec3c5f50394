/** Applies a JSON Merge Patch (RFC 7386): objects merge, null deletes, anything else replaces. */
export function applyOverlay<T>(target: T, patch: unknown): T {
  if (patch === null || typeof patch !== 'object' || Array.isArray(patch)) return patch as T;
  const base: Record<string, unknown> = target !== null && typeof target === 'object' && !Array.isArray(target) ? { ...(target as Record<string, unknown>) } : {};
  for (const [key, value] of Object.entries(patch as Record<string, unknown>)) {
    if (value === null) delete base[key];
    else base[key] = applyOverlay(base[key], value);
  }
  return base as T;
}
