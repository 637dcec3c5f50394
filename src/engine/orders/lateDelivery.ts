import { parseDay } from '../filters/dates';

/** What decides whether an order is delivered late (spec 2 §4). */
export interface LateDeliveryInput {
  /** Promised delivery date (YYYY-MM-DD or DD/MM/YYYY). */
  deliveryDate: unknown;
  /** The order's web status id. */
  status: unknown;
  /** Id of the last web status step (the order is complete); undefined when the steps are unknown. */
  lastStatus: number | undefined;
  /** Today, YYYY-MM-DD. */
  today: string;
  /** Days of delay tolerated before an order counts as late (the report's diasRetraso). */
  graceDays?: number;
}

/** Status id of an order that has no delivery date yet (spec 2 §4: shown as empty). */
export const STATUS_WITHOUT_DELIVERY = 0;

/** The delivery date to show: none while the status is 0. */
export function shownDeliveryDate(deliveryDate: unknown, status: unknown): unknown {
  return Number(status) === STATUS_WITHOUT_DELIVERY ? null : deliveryDate;
}

/** Days an order is late — delivery date before today (minus the grace days) and status not the last step — or null when it is not late. */
export function lateDeliveryDays(input: LateDeliveryInput): number | null {
  const due = parseDay(shownDeliveryDate(input.deliveryDate, input.status));
  const today = parseDay(input.today);
  if (!due || !today) return null;
  const status = Number(input.status);
  if (input.lastStatus !== undefined && status === input.lastStatus) return null;
  const days = today.diff(due, 'day');
  return days > Math.max(0, input.graceDays ?? 0) ? days : null;
}
