/** What conditions are evaluated against (architecture §2). */
export interface ConditionContext {
  role: string | null;
  onPremise: boolean;
  domain: string;
  organisation: number | null;
  permissions: string[];
  /** The report's parametros from the portal report list (parsed JSON). */
  parameters: Record<string, unknown>;
  session: Record<string, unknown>;
  filters: Record<string, unknown>;
  row?: Record<string, unknown>;
  /** Replies of the calls a request makes first (request.before), by step id. */
  steps?: Record<string, unknown>;
  /** The text typed in a selection list's search box. */
  search?: string;
  /** Derived values every report may use: role date limits, whether the role's auto-filter is on, today. */
  limits?: { fechaIniLimit: string | null; fechaFinLimit: string | null; diasAntiguedad: number | null; autoFiltro?: boolean; today: string };
}
