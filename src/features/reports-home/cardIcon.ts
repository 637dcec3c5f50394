import type { SvgIconComponent } from '@mui/icons-material';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import { iconRegistry } from '../../renderer/registries/iconRegistry';

/** The icon of a report card by the icon id its definition names (the ids of every definition icon); a document for none or an unknown one. */
export function cardIcon(id: string | undefined): SvgIconComponent {
  return id && iconRegistry.has(id) ? iconRegistry.get(id) : DescriptionOutlined;
}
