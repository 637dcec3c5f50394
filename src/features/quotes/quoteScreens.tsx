import { QuotesListPage } from './QuotesListPage';
import { QuoteSummaryPage } from './QuoteSummaryPage';
import { QuoteWizardPage } from './QuoteWizardPage';
import { RequireQuotes } from './RequireQuotes';

/** The quote list (/presupuestos), for users with the quotes option. */
export const QuotesListScreen = () => <RequireQuotes><QuotesListPage /></RequireQuotes>;
/** A quote's summary (/presupuestos/resumen/:id), for users with the quotes option. */
export const QuoteSummaryScreen = () => <RequireQuotes><QuoteSummaryPage /></RequireQuotes>;
/** The quote wizard (/presupuestos/asistente), for users with the quotes option. */
export const QuoteWizardScreen = () => <RequireQuotes><QuoteWizardPage /></RequireQuotes>;
