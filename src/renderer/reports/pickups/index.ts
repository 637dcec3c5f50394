import { actionRegistry } from '../../actions/actionRegistry';
import { downloadsPanel } from './DownloadsPanel';
import { validateService } from './ValidateServicePanel';

actionRegistry.register('downloadsPanel', downloadsPanel).register('validateService', validateService);
