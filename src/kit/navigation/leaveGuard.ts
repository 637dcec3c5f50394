/** Settles what the current screen would lose (asks, saves or discards): true when the user may leave. */
export type LeaveGuard = () => Promise<boolean>;

let current: LeaveGuard | null = null;

/** Installs the guard of the screen with unsaved changes (null when nothing would be lost). */
export function setLeaveGuard(guard: LeaveGuard | null): void {
  current = guard;
}

/** Before leaving the logged-in portal some other way than a route change (log-out): true when nothing is pending or the screen let go. */
export async function confirmLeave(): Promise<boolean> {
  return current ? current() : true;
}
