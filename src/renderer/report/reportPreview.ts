import type { ErpClient } from '../../api/erpClient';
import type { SessionFacts } from '../../engine/conditions/buildContext';

/**
 * A report drawn for someone else than the signed-in user (the designer's preview): the client to call the services with (a
 * preview session's token), that user's session facts, and a listener of the filter values as they change.
 */
export interface ReportPreview {
  erp: ErpClient;
  facts: SessionFacts;
  onFilters?: (values: Record<string, unknown>) => void;
}
