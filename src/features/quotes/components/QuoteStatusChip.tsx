import Chip from '@mui/material/Chip';
import { QUOTE_STATUS } from '../../../domain/quotes/quoteRules';

const COLORS: Record<number, 'info' | 'success' | 'default' | 'warning'> = {
  [QUOTE_STATUS.open]: 'info', [QUOTE_STATUS.accepted]: 'success', [QUOTE_STATUS.cancelled]: 'default', [QUOTE_STATUS.retained]: 'warning',
};

/** A quote status as a coloured chip with the server's status name. */
export function QuoteStatusChip({ estado, name }: { estado: number; name: string }) {
  return <Chip size="small" label={name} color={COLORS[estado] ?? 'default'} variant={estado === QUOTE_STATUS.open ? 'outlined' : 'filled'} data-status={estado} />;
}
