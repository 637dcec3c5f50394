import { Registry } from '../registries/Registry';
import type { CellComponent } from './cellTypes';
import { RemoteImageCell } from './RemoteImageCell';
import { ValidationStateCell } from './ValidationStateCell';

/** Cell renderers by the ids definitions use; report-specific cells register themselves from their modules. */
export const cellRegistry = new Registry<CellComponent>('cell');

cellRegistry
  .register('validationState', ValidationStateCell)
  .register('remoteImage', RemoteImageCell);
