/**
 * How many requests this process has begun to serve (every server built in it counts, from its first hook). A versions read made after the
 * last arrival was made after every request in flight arrived, so each of them may use it: whatever was committed before it arrived is in it.
 */
let arrivals = 0;

/** Counts a request's arrival: called first thing for every request (buildServer's first onRequest hook). */
export function noteRequestArrival(): void {
  arrivals += 1;
}

/** The number of arrivals so far. */
export function requestArrivals(): number {
  return arrivals;
}
