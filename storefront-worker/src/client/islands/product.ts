// Product page: header behaviour, Add to Cart / Wishlist with toasts, gallery, 2x hover zoom and the tap-to-zoom lightbox.
import { initActions } from '../lib/actions';
import { initGallery } from '../lib/gallery';
import { initHeader } from '../lib/header';

initHeader();
initActions();
initGallery();
