import type { TFunction } from 'i18next';
import type { SavedView } from './viewCalls';

/** A view's name as the user reads it: a preset's from its text key, a stored one's own. */
export function viewName(t: TFunction, view: SavedView | undefined): string {
  if (!view) return t('views.standard');
  return view.labelKey ? t(view.labelKey) : view.name;
}
