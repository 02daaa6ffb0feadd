// Which accordion card is open and whether the share modal shows.
import { proxy } from 'valtio';

export type PanelKey = 'website' | 'header' | 'footer' | 'hero' | 'pages' | 'products' | 'languages' | 'translations' | 'domain';

export const builderState = proxy({ open: 'website' as PanelKey | null, sharing: false });

export function togglePanel(key: PanelKey): void {
  builderState.open = builderState.open === key ? null : key;
}

export function openPanel(key: PanelKey): void {
  builderState.open = key;
}

export function setSharing(on: boolean): void {
  builderState.sharing = on;
}

/** A fresh page: the accordion as a first visit shows it. */
export function resetBuilderView(): void {
  builderState.open = 'website';
  builderState.sharing = false;
}
