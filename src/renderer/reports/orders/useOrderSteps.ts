import { useMemo } from 'react';
import { useAtomValue } from 'jotai';
import { orderStatusesAtom } from '../../../kit/session/sessionStore';

/** The order web statuses of the session as ordered progress steps (id and name in the user's language). */
export function useOrderSteps(): { id: number; label: string }[] {
  const statuses = useAtomValue(orderStatusesAtom);
  return useMemo(() => statuses.map((s) => ({ id: s.estadoPedidoWeb, label: s.descripcion })), [statuses]);
}
