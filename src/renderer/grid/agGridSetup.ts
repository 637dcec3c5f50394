import {
  CellStyleModule, ClientSideRowModelModule, ClientSideRowModelApiModule, ColumnApiModule, CustomFilterModule, LocaleModule, ModuleRegistry,
  RowSelectionModule, RowStyleModule, TooltipModule, RenderApiModule, RowApiModule,
} from 'ag-grid-community';
import i18next from 'i18next';
import { loadGridTexts } from './gridTexts';

// Only the modules the report grids use (community edition); custom filters carry the filter row (the server filters).
ModuleRegistry.registerModules([ClientSideRowModelModule, ClientSideRowModelApiModule, ColumnApiModule, RowSelectionModule,
  CustomFilterModule, CellStyleModule, RowStyleModule, LocaleModule, TooltipModule, RenderApiModule, RowApiModule]);

// The grid's own texts in the user's language travel with the renderer's code, ahead of the first grid.
void loadGridTexts(i18next.language).catch(() => undefined);
