import {
  CellStyleModule, ClientSideRowModelModule, ClientSideRowModelApiModule, ColumnApiModule, ColumnAutoSizeModule, CustomFilterModule, LocaleModule, ModuleRegistry, RowSelectionModule, RowStyleModule, TooltipModule, RenderApiModule, RowApiModule,
} from 'ag-grid-community';
import { AG_GRID_LOCALE_EN, AG_GRID_LOCALE_ES, AG_GRID_LOCALE_FR, AG_GRID_LOCALE_IT } from '@ag-grid-community/locale';

// Only the modules the report grids use (community edition); custom filters carry the filter row (the server filters).
ModuleRegistry.registerModules([ClientSideRowModelModule, ClientSideRowModelApiModule, ColumnApiModule, RowSelectionModule, CustomFilterModule, CellStyleModule, RowStyleModule, LocaleModule, TooltipModule, ColumnAutoSizeModule, RenderApiModule, RowApiModule]);

/** The grid's own texts in the user's language. */
export const GRID_LOCALES: Record<string, Record<string, string>> = { es: AG_GRID_LOCALE_ES, en: AG_GRID_LOCALE_EN, fr: AG_GRID_LOCALE_FR, it: AG_GRID_LOCALE_IT };
