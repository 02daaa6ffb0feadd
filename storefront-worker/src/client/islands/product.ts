// Product page: header behaviour, Add to Cart / Wishlist with toasts, gallery, 2x hover zoom and the tap-to-zoom
// lightbox, and the option picker of a product with options.
import { initActions } from '../lib/actions';
import { inTasks } from '../lib/dom';
import { initGallery } from '../lib/gallery';
import { initHeader } from '../lib/header';
import { initVariantPicker } from '../lib/variant-picker';

inTasks(initHeader, initActions, initGallery, initVariantPicker);
