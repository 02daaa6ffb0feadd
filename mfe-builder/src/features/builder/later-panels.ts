// The panels closed on arrival (the Website panel is the one open), in one chunk that BuilderPanels loads when the
// merchant first opens any of them: they hold the builder's drag-and-drop (@dnd-kit, about 12 KB gzip), the image
// picker and the product list, none of which a visit that only looks at the store needs (DESIGN.md §11: the
// remote's own JS). One chunk, not one per panel: each boundary costs the glue of the names it crosses.
export { HeaderFooterPanel } from '../header-footer/HeaderFooterPanel';
export { HeroPanel } from '../hero/HeroPanel';
export { PagesPanel } from '../pages/PagesPanel';
export { ProductsPanel } from '../products/ProductsPanel';
